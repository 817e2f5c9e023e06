import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeMember, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { LoveTypeCard } from './love-type-card';

describe('home: the attachment test card', () => {
  it('invites an untested member to the test (go_attachment_test)', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<LoveTypeCard member={makeMember()} />, { path: '/' });

    const link = await screen.findByRole('link', { name: '테스트 하러 가기' });
    expect(link).toHaveAttribute('href', '/attachment-test?from=%2F');
    await user.click(link);

    expect(router.state.location.pathname).toBe('/attachment-test');
    expect(trackedButtons()).toContain('go_attachment_test');
  });

  it("shows a tested member's type and both rates, linking to the result", async () => {
    renderScreen(
      <LoveTypeCard
        member={makeMember({
          loveTypeCategory: 'CONFUSION_TYPE',
          anxietyRate: 3.5,
          avoidanceRate: 2.33,
        })}
      />,
      { path: '/' },
    );

    const link = await screen.findByRole('link', { name: '나의 애착 유형 혼란형, 결과 보기' });
    expect(link).toHaveAttribute('href', '/attachment-test/result/my');
    expect(link).toHaveTextContent('불안 3.50 · 회피 2.33');
    expect(screen.queryByRole('link', { name: '테스트 하러 가기' })).not.toBeInTheDocument();
  });
});
