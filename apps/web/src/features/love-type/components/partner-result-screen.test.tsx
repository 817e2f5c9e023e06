import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import { apiError, makePartner } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { PartnerResultScreen } from './partner-result-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

const PATH = '/attachment-test/result/partner';

/** An avoidant partner called 민준. */
const avoidantPartner = makePartner({
  nickname: '민준',
  loveTypeCategory: 'AVOIDANCE_TYPE',
  anxietyRate: 2.55,
  avoidanceRate: 2.33,
});

describe('partner result', () => {
  beforeEach(() => {
    apiCall.mockReset();
  });

  it("shows the partner's category, both rates and the tips for me", async () => {
    apiCall.mockResolvedValue(avoidantPartner);
    renderScreen(PartnerResultScreen, { path: PATH });

    expect(await screen.findByRole('heading', { level: 2, name: '회피형' })).toBeInTheDocument();
    expect(screen.getByText('민준님의 애착 유형', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '2.55 / 5.00',
      '관계가 흔들릴까 걱정하는 마음이에요.',
      '2.33 / 5.00',
      '가까워질 때 거리를 두고 싶은 마음이에요.',
    ]);
    expect(
      screen.getByRole('img', { name: /민준님의 점은 회피 2\.33점, 불안 2\.55점으로 회피형 영역/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '민준님에게 이렇게 다가가 보세요' }),
    ).toBeInTheDocument();
    expect(apiCall).toHaveBeenCalledWith('getPartner', expect.anything());
  });

  it('no partner linked (40301) → /partner-status?type=not-connected', async () => {
    apiCall.mockRejectedValue(apiError(40301));
    const { router } = renderScreen(PartnerResultScreen, { path: PATH });

    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-status'));
    expect(router.state.location.search).toEqual({ type: 'not-connected' });
  });

  it('a linked partner who has not taken the test → /partner-status?type=not-tested', async () => {
    apiCall.mockResolvedValue(
      makePartner({ loveTypeCategory: null, anxietyRate: null, avoidanceRate: null }),
    );
    const { router } = renderScreen(PartnerResultScreen, { path: PATH });

    await waitFor(() => expect(router.state.location.pathname).toBe('/partner-status'));
    expect(router.state.location.search).toEqual({ type: 'not-tested' });
  });
});
