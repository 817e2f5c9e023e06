import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@tanstack/react-router';
import type * as Client from '@/shared/api/client';
import { makeRoomItem, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { HistoryScreen } from './history-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

const ROOMS = Array.from({ length: 12 }, (_, i) =>
  makeRoomItem({
    chatRoomId: 100 - i,
    totalSummary: `대화 ${100 - i}`,
    situationKeyword: i === 0 ? '연락' : '약속',
    solutionKeyword: '대화 시간',
    completedAt: `2026-11-${String(24 - i).padStart(2, '0')}T11:00:00.000+09:00`,
  }),
);

/** The server: the rooms whose title or keywords hold the keyword, 10 a page. */
function serveHistory(rooms = ROOMS) {
  apiCall.mockImplementation((operation: string, input: { query: Record<string, unknown> }) => {
    if (operation !== 'listChatRooms') throw new Error(operation);
    const { page, size, keyword } = input.query as { page: number; size: number; keyword?: string };
    const found = rooms.filter(
      (r) =>
        !keyword ||
        [r.totalSummary, r.situationKeyword, r.solutionKeyword].some((t) => t?.includes(keyword)),
    );
    const list = found.slice(page * size, page * size + size);
    return Promise.resolve({ page, size: list.length, totalCount: found.length, list });
  });
}

/** The screen as its route mounts it: the keyword comes from the URL. */
function HistoryAtUrl() {
  const search = useLocation({ select: (l) => l.search as { keyword?: string } });
  return <HistoryScreen keyword={search.keyword} />;
}

function renderHistory(path = '/history') {
  const user = userEvent.setup();
  return { ...renderScreen(HistoryAtUrl, { path }), user };
}

beforeEach(() => {
  apiCall.mockReset();
});

describe('history main', () => {
  it('lists rooms 10 at a time with title, keywords and the date in Korean; more on demand', async () => {
    serveHistory();
    const { user } = renderHistory();
    const list = await screen.findByRole('list', { name: '지난 대화' });
    expect(await within(list).findAllByRole('link')).toHaveLength(10);
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('대화 100');
    expect(first).toHaveTextContent('#연락');
    expect(first).toHaveTextContent('#대화 시간');
    expect(first).toHaveTextContent('2026년 11월 24일');
    await user.click(screen.getByRole('button', { name: '지난 대화 더 보기' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(12));
    expect(apiCall).toHaveBeenLastCalledWith(
      'listChatRooms',
      expect.objectContaining({ query: { page: 1, size: 10, sort: '' } }),
    );
    expect(screen.queryByRole('button', { name: '지난 대화 더 보기' })).toBeNull();
  });

  it('a room opens its result marked as from the history (select_history)', async () => {
    serveHistory();
    const { user, router } = renderHistory();
    await user.click(await screen.findByRole('link', { name: /대화 99/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/result'));
    expect(router.state.location.search).toEqual({ chatId: 99, fromHistory: true });
    expect(trackedButtons()).toEqual(['select_history']);
  });

  it('searches 300 ms after typing stops, keeps the keyword in the URL and explains no result', async () => {
    serveHistory();
    const { user, router } = renderHistory();
    const field = await screen.findByRole('searchbox', { name: '대화 기록 검색' });
    await user.type(field, '연락');
    expect(router.state.location.search).toEqual({});
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '연락' }));
    expect(await screen.findByText('‘연락’ 검색 결과 1개')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '지난 대화' })).getAllByRole('link'),
    ).toHaveLength(1);
    // One search per pause, not per keystroke.
    const keywords = apiCall.mock.calls
      .map(([, input]) => (input as { query: { keyword?: string } }).query.keyword)
      .filter(Boolean);
    expect(keywords).toEqual(['연락']);

    await user.clear(field);
    await user.type(field, '없는말');
    expect(await screen.findByText('‘없는말’에 맞는 대화가 없어요')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ keyword: '없는말' });
    await user.click(screen.getByRole('button', { name: '검색어 지우기' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(trackedButtons()).toEqual(['search_history', 'search_history']);
  });

  it('opens with the keyword of the URL in the field', async () => {
    serveHistory();
    renderHistory('/history?keyword=%EC%97%B0%EB%9D%BD');
    expect(await screen.findByRole('searchbox')).toHaveValue('연락');
    expect(await screen.findByText('‘연락’ 검색 결과 1개')).toBeInTheDocument();
  });

  it('delete mode and the chat button are tracked', async () => {
    serveHistory();
    const { user, router } = renderHistory();
    await user.click(await screen.findByRole('link', { name: '담이와 대화하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    router.history.back();
    await user.click(await screen.findByRole('link', { name: '편집' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history/delete'));
    expect(trackedButtons()).toEqual(['open_chat_fab', 'delete_mode']);
  });

  it('a new member sees a friendly empty state that leads to a first chat', async () => {
    serveHistory([]);
    const { user, router } = renderHistory();
    expect(
      await screen.findByRole('heading', { name: '아직 담아 둔 대화가 없어요' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('link', { name: '편집' })).toBeNull();
    await user.click(screen.getByRole('link', { name: '담이와 첫 대화 시작하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  });
});
