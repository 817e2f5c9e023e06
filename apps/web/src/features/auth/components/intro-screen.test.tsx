import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { INTRO_SLIDES } from '../model/intro-slides';
import { IntroScreen } from './intro-screen';

describe('IntroScreen (SPEC 2.3)', () => {
  it('walks the slides with next and previous, then start remembers the intro and goes to /login', async () => {
    const user = userEvent.setup();
    renderScreen(<IntroScreen />, { path: '/intro' });
    expect(
      await screen.findByRole('heading', { name: INTRO_SLIDES[0]?.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이전' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('heading', { name: INTRO_SLIDES[1]?.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(screen.getByRole('heading', { name: INTRO_SLIDES[0]?.title })).toBeInTheDocument();

    for (let i = 1; i < INTRO_SLIDES.length; i += 1)
      await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.queryByRole('button', { name: '다음' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '건너뛰기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '시작하기' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login');
    expect(window.localStorage.getItem('intro_seen')).toBe('true');
    expect(trackedButtons()).toEqual([
      'next_intro',
      'prev_intro',
      ...Array.from({ length: INTRO_SLIDES.length - 1 }, () => 'next_intro'),
      'start_intro',
    ]);
  });

  it('skip remembers the intro and goes to /login', async () => {
    const user = userEvent.setup();
    renderScreen(<IntroScreen />, { path: '/intro' });
    await user.click(await screen.findByRole('button', { name: '건너뛰기' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/login');
    expect(window.localStorage.getItem('intro_seen')).toBe('true');
    expect(trackedButtons()).toEqual(['skip_intro']);
  });
});
