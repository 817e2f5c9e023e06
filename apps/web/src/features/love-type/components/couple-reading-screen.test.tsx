import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { COUPLE_READING_HINT, coupleReadingOf } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { apiError, makeMember, makePartner } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { CoupleReadingScreen } from './couple-reading-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

const PATH = '/attachment-test/result/couple';
const anxiousMe = makeMember({
  loveTypeCategory: 'ANXIETY_TYPE',
  anxietyRate: 3.4,
  avoidanceRate: 1.8,
});
const avoidantPartner = makePartner({
  nickname: '민준',
  loveTypeCategory: 'AVOIDANCE_TYPE',
  anxietyRate: 2.1,
  avoidanceRate: 3.6,
});

describe('both types read together', () => {
  beforeEach(() => apiCall.mockReset());

  it('shows both rates and both dots first, then the pair, what each can try and the hint', async () => {
    apiCall.mockResolvedValue(avoidantPartner);
    renderScreen(CoupleReadingScreen, { path: PATH, member: anxiousMe });

    const rates = await screen.findByRole('table', { name: /두 사람의 불안과 회피 점수/ });
    const rows = within(rates).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['나3.401.80불안형', '민준2.103.60회피형']);
    const chart = screen.getByRole('img', {
      name: /내 점은 회피 1\.80점, 불안 3\.40점으로 불안형/,
    });
    expect(chart).toHaveAccessibleName(/민준님의 점은 회피 3\.60점, 불안 2\.10점으로 회피형/);
    const mine = screen.getByTestId('rate-dot');
    const theirs = screen.getByTestId('rate-dot-partner');
    // x = avoidance: the partner stands to the right; y = anxiety: the member stands higher.
    expect(Number(theirs.getAttribute('cx'))).toBeGreaterThan(Number(mine.getAttribute('cx')));
    expect(Number(mine.getAttribute('cy'))).toBeLessThan(Number(theirs.getAttribute('cy')));

    const reading = coupleReadingOf('ANXIETY_TYPE', 'AVOIDANCE_TYPE');
    expect(screen.getByRole('heading', { level: 2, name: reading.title })).toBeInTheDocument();
    expect(screen.getByText(reading.whenStressed)).toBeInTheDocument();
    expect(screen.getByText(reading.strength)).toBeInTheDocument();
    expect(screen.getByText(reading.tries.ANXIETY_TYPE!).previousSibling).toHaveTextContent('나');
    expect(screen.getByText(reading.tries.AVOIDANCE_TYPE!).previousSibling).toHaveTextContent(
      '민준님',
    );
    expect(screen.getByText(COUPLE_READING_HINT)).toBeInTheDocument();
    // The dimensions come before the category's reading.
    expect(
      rates.compareDocumentPosition(screen.getByRole('heading', { name: reading.title })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a same-type pair has one thing to try, for both', async () => {
    apiCall.mockResolvedValue(
      makePartner({ loveTypeCategory: 'ANXIETY_TYPE', anxietyRate: 3, avoidanceRate: 1.5 }),
    );
    renderScreen(CoupleReadingScreen, { path: PATH, member: anxiousMe });
    const line = coupleReadingOf('ANXIETY_TYPE', 'ANXIETY_TYPE').tries.ANXIETY_TYPE!;
    expect((await screen.findByText(line)).previousSibling).toHaveTextContent('두 사람 모두');
  });

  it('asks a member without a result to take the test, coming back here', async () => {
    apiCall.mockResolvedValue(avoidantPartner);
    renderScreen(CoupleReadingScreen, { path: PATH, member: makeMember() });
    expect(
      await screen.findByRole('heading', { name: '나의 테스트 결과가 먼저 필요해요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '테스트 하러 가기' })).toHaveAttribute(
      'href',
      `/attachment-test?from=${encodeURIComponent(PATH)}`,
    );
  });

  it('no partner → not-connected; an untested partner → not-tested', async () => {
    apiCall.mockRejectedValue(apiError(40301));
    const first = renderScreen(CoupleReadingScreen, { path: PATH, member: anxiousMe });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/partner-status'));
    expect(first.router.state.location.search).toEqual({ type: 'not-connected' });
    first.unmount();

    apiCall.mockReset().mockResolvedValue(makePartner({ loveTypeCategory: null }));
    const second = renderScreen(CoupleReadingScreen, { path: PATH, member: anxiousMe });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/partner-status'));
    expect(second.router.state.location.search).toEqual({ type: 'not-tested' });
  });
});
