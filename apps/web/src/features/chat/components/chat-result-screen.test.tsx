import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { apiError, makeSummary, trackedButtons } from '@test/factories';
import { fakeHub } from '@test/fake-hub';
import { renderScreen } from '@test/render-screen';
import { ChatLoadingScreen } from './chat-loading-screen';
import { ChatResultScreen, DELETE_TITLE } from './chat-result-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

beforeEach(() => {
  apiCall.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
});

async function renderResult(path = '/chat/result?chatId=7', fromHistory = false, chatId = 7) {
  const stream = fakeHub();
  await stream.start();
  const user = userEvent.setup();
  const rendered = renderScreen(
    <ChatResultScreen chatId={chatId} fromHistory={fromHistory} hub={stream.hub} />,
    { path },
  );
  return { ...rendered, user, stream };
}

describe('chat result', () => {
  it('shows the title, both keywords and the level summaries', async () => {
    apiCall.mockResolvedValue(makeSummary());
    await renderResult();
    expect(
      await screen.findByRole('heading', { name: '연락 문제로 서운했던 마음을 나눈 대화' }),
    ).toBeInTheDocument();
    const keywords = screen.getByRole('list', { name: '키워드' });
    expect(within(keywords).getByText('연락')).toBeInTheDocument();
    expect(within(keywords).getByText('연락 약속')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1단계 · 상황 파악' })).toBeInTheDocument();
    expect(screen.getByText('불안한 마음이 커졌어요.')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 24일의 대화')).toBeInTheDocument();
    expect(apiCall).toHaveBeenCalledWith(
      'getChatRoomSummary',
      expect.objectContaining({ params: { chatRoomId: '7' } }),
    );
  });

  it('says honestly that the summary is still being made, and shows it when ready', async () => {
    apiCall.mockResolvedValue(makeSummary({ summaryState: 'PENDING', totalSummary: null }));
    const { stream } = await renderResult();
    expect(await screen.findByText('아직 요약을 만들고 있어요')).toBeInTheDocument();
    apiCall.mockResolvedValue(makeSummary());
    await stream.emit('chat_summary_ready', { chatRoomId: 7, summaryState: 'READY' });
    expect(
      await screen.findByRole('heading', { name: '연락 문제로 서운했던 마음을 나눈 대화' }),
    ).toBeInTheDocument();
  });

  it('a room that is not there (or not the member’s) is said so, not an error screen', async () => {
    apiCall.mockRejectedValue(apiError(40302));
    await renderResult();
    expect(await screen.findByText('대화를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '대화 다시 보기' })).toBeNull();
  });

  it('chatId 0 (the default) asks for nothing', async () => {
    await renderResult('/chat/result', false, 0);
    expect(await screen.findByText('대화를 찾을 수 없어요')).toBeInTheDocument();
    expect(apiCall).not.toHaveBeenCalled();
  });

  it('deletes after confirming; a failure shows the toast of SPEC 8.3', async () => {
    apiCall.mockImplementation((operation: string) =>
      operation === 'deleteChatRooms'
        ? Promise.reject(apiError(50000))
        : Promise.resolve(makeSummary()),
    );
    const { user, router } = await renderResult();
    await user.click(await screen.findByRole('button', { name: '이 기록 삭제하기' }));
    const dialog = await screen.findByRole('dialog', { name: DELETE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('히스토리 삭제 중 오류가 발생했습니다'),
    );
    expect(router.state.location.pathname).toBe('/chat/result');

    apiCall.mockImplementation((operation: string) =>
      operation === 'deleteChatRooms'
        ? Promise.resolve({ deletedCount: 1 })
        : Promise.resolve(makeSummary()),
    );
    await user.click(await screen.findByRole('button', { name: '이 기록 삭제하기' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: DELETE_TITLE })).getByRole('button', {
        name: '삭제하기',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(apiCall).toHaveBeenCalledWith('deleteChatRooms', { body: { chatRoomIdList: [7] } });
    expect(trackedButtons()).toEqual(['delete_history', 'delete_history']);
  });

  it('view_chat opens the whole conversation; close returns to the history when opened there', async () => {
    apiCall.mockResolvedValue(makeSummary());
    const { user, router } = await renderResult('/chat/result?chatId=7&fromHistory=true', true);
    await user.click(await screen.findByRole('button', { name: '대화 다시 보기' }));
    expect(router.state.location.pathname).toBe('/chat');
    expect(router.state.location.search).toEqual({ chatId: 7 });
    router.history.back();
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(trackedButtons()).toEqual(['view_chat', 'close_result']);
  });

  it('from the history, close goes back to the list as it was (its keyword kept)', async () => {
    apiCall.mockResolvedValue(makeSummary());
    const { user, router } = await renderResult('/chat/result?chatId=7', true);
    await router.navigate({ href: '/history?keyword=%EC%97%B0%EB%9D%BD' });
    await router.navigate({ href: '/chat/result?chatId=7&fromHistory=true' });
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(router.state.location.search).toEqual({ keyword: '연락' });
    // It went back (not a new entry): one more back is the entry before the list.
    router.history.back();
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/result'));
    expect(router.state.location.search).toEqual({ chatId: 7 });
  });

  it('go_home_from_result goes home', async () => {
    apiCall.mockResolvedValue(makeSummary());
    const { user, router } = await renderResult();
    await user.click(await screen.findByRole('button', { name: '홈으로' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(trackedButtons()).toEqual(['go_home_from_result']);
  });
});

describe('chat loading', () => {
  it('shows the result when chat_summary_ready arrives', async () => {
    apiCall.mockImplementation((operation: string) =>
      operation === 'getChatRoomSummary'
        ? Promise.resolve(makeSummary({ summaryState: 'PENDING' }))
        : Promise.resolve({}),
    );
    const stream = fakeHub();
    await stream.start();
    const { router } = renderScreen(<ChatLoadingScreen chatId={7} hub={stream.hub} />, {
      path: '/chat/loading?chatId=7',
    });
    expect(await screen.findByText(/정리하고 있어요/)).toBeInTheDocument();
    await stream.emit('chat_summary_ready', { chatRoomId: 8, summaryState: 'READY' });
    expect(router.state.location.pathname).toBe('/chat/loading');
    await stream.emit('chat_summary_ready', { chatRoomId: 7, summaryState: 'READY' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/result'));
    expect(router.state.location.search).toEqual({ chatId: 7 });
    // SPEC 2.1: the chat status (the next room) is read.
    expect(apiCall).toHaveBeenCalledWith('getCurrentChatRoom', expect.anything());
  });

  it('shows the result once the summary reads ready (polling, no event)', async () => {
    apiCall.mockResolvedValue(makeSummary());
    const { router } = renderScreen(<ChatLoadingScreen chatId={7} hub={fakeHub().hub} />, {
      path: '/chat/loading?chatId=7',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/result'));
  });

  it('gives up waiting after the time-out: the result shows the pending state', async () => {
    apiCall.mockResolvedValue(makeSummary({ summaryState: 'PENDING' }));
    const { router } = renderScreen(
      <ChatLoadingScreen chatId={7} hub={fakeHub().hub} waitMs={50} />,
      { path: '/chat/loading?chatId=7' },
    );
    expect(router.state.location.pathname).toBe('/chat/loading');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/result'));
  });
});
