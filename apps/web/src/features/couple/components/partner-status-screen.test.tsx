import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parsePartnerStatusSearch } from '../model/partner-status-search';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { PartnerStatusScreen } from './partner-status-screen';

describe('partner status search (SPEC 5)', () => {
  it.each([
    [{ type: 'not-connected' }, 'not-connected'],
    [{ type: 'not-tested' }, 'not-tested'],
    [{ type: 'NOT-CONNECTED' }, 'not-tested'],
    [{ type: 3 }, 'not-tested'],
    [{}, 'not-tested'],
  ])('%j → %s', (search, type) => {
    expect(parsePartnerStatusSearch(search)).toEqual({ type });
  });
});

describe('partner status screen', () => {
  it('not connected: explains and leads to couple management', async () => {
    const user = userEvent.setup();
    renderScreen(<PartnerStatusScreen type="not-connected" />, { path: '/partner-status' });
    expect(
      await screen.findByRole('heading', { name: '아직 연결된 연인이 없어요' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '커플 연결하러 가기' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/my-page/couple-management');
    expect(trackedButtons()).toEqual(['go_couple_manage']);
  });

  it('not tested: explains and leads home', async () => {
    const user = userEvent.setup();
    renderScreen(<PartnerStatusScreen type="not-tested" />, { path: '/partner-status' });
    expect(
      await screen.findByRole('heading', { name: '연인이 아직 테스트를 하지 않았어요' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '커플 연결하러 가기' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '홈으로 가기' }));
    expect(await screen.findByText('/')).toBeInTheDocument();
  });
});
