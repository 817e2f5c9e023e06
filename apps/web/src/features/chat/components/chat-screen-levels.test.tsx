import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { chatKeys } from '../api/chat-keys';
import { apiError, makeChatMessage, makeRoom, trackedButtons } from '@test/factories';
import { fakeHub } from '@test/fake-hub';
import { renderScreen } from '@test/render-screen';
import { ChatScreen, COMPLETE_TITLE } from './chat-screen';
import { TUTORIAL_TITLE } from './chat-tutorial';
import { greeting, page, chatScreenHarness, testedMember } from './chat-screen-test-support';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const { server, renderChat, conversation, calls } = chatScreenHarness(apiCall, toast);

describe('chat main: levels, pause and the end', () => {
  it('upgrades by itself when a level is finished, and shows the next level', async () => {
    server.answers.upgradeChatRoom = () =>
      Promise.resolve(makeRoom({ level: 2, pendingReply: true }));
    const { stream } = await renderChat();
    await stream.emit('current_level_finished', { chatRoomId: 7, level: 1 });
    expect(await screen.findByText('2단계 · 관계 이해')).toBeInTheDocument();
    expect(calls('upgradeChatRoom')).toHaveLength(1);
    await stream.emit('chat_response', '이제 두 사람의 마음을 볼까?');
    expect(screen.getByText('이제 두 사람의 마음을 볼까?')).toBeInTheDocument();
  });

  it('upgrades on load when the room waits for it; a failure says so and can be tried again', async () => {
    server.answers.upgradeChatRoom = () => Promise.reject(apiError(50000));
    const { user } = await renderChat({ room: makeRoom({ chatRoomState: 'NEED_NEXT_QUESTION' }) });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('채팅방 업그레이드 중 오류가 발생했습니다'),
    );
    expect(calls('upgradeChatRoom')).toHaveLength(1);
    server.answers.upgradeChatRoom = () => Promise.resolve(makeRoom({ level: 2 }));
    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByText('2단계 · 관계 이해')).toBeInTheDocument();
  });

  it('paused without a partner: why, and the way to connect one; the field is off', async () => {
    server.answers.upgradeChatRoom = () =>
      Promise.resolve(makeRoom({ chatRoomState: 'PAUSED', pausedReason: 'COUPLE_REQUIRED' }));
    const { stream, user } = await renderChat();
    await stream.emit('current_level_finished', { chatRoomId: 7, level: 1 });
    const notice = await screen.findByRole('region', {
      name: '연인과 연결하면 다음 단계로 이어갈 수 있어요',
    });
    expect(within(notice).getByRole('link', { name: '연인 연결하러 가기' })).toHaveAttribute(
      'href',
      '/my-page/couple-management',
    );
    expect(screen.getByLabelText('담이에게 보낼 메시지')).toBeDisabled();
    expect(screen.queryByText('담이가 답장을 쓰고 있어요')).toBeNull();
    // Ending it does not offer to talk more: the room takes no message while paused.
    await user.click(within(notice).getByRole('button', { name: '여기까지 마치기' }));
    const dialog = await screen.findByRole('dialog', { name: COMPLETE_TITLE });
    expect(within(dialog).queryByRole('button', { name: '더 이야기할래요' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '다음에 마칠게요' })).toBeInTheDocument();
  });

  it('completes after confirming, then shows the loading screen', async () => {
    server.answers.completeChatRoom = () => Promise.resolve({ chatRoomId: 7 });
    const { user, router } = await renderChat({ room: makeRoom({ level: 4 }) });
    expect(
      screen.getByRole('region', { name: '이야기를 마치고 정리해 볼까요?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '대화 마치기' }));
    const dialog = await screen.findByRole('dialog', { name: COMPLETE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: '대화 마치기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/loading'));
    expect(router.state.location.search).toEqual({ chatId: 7 });
  });

  it('a failed completion shows the toast and stays', async () => {
    server.answers.completeChatRoom = () => Promise.reject(apiError(40009));
    const { user, router } = await renderChat();
    await user.click(screen.getByRole('button', { name: '대화 마치기' }));
    const dialog = await screen.findByRole('dialog', { name: COMPLETE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: '대화 마치기' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('채팅 완료 처리 중 오류가 발생했습니다'),
    );
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('a completion refused by the limit (42900) shows the toast and loses nothing; later it ends', async () => {
    const said = makeChatMessage(2, { senderType: 'USER', content: '주말에 서운했어' });
    server.answers.completeChatRoom = () => Promise.reject(apiError(42900));
    const { user, router, queryClient, field } = await renderChat({
      messages: [greeting, said],
    });
    await user.type(field, '아직 할 말');
    await user.click(screen.getByRole('button', { name: '대화 마치기' }));
    const dialog = await screen.findByRole('dialog', { name: COMPLETE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: '대화 마치기' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('채팅 완료 처리 중 오류가 발생했습니다'),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/chat');
    // The room goes on as it was: its messages, the draft, the field and the way to end it.
    expect(queryClient.getQueryData(chatKeys.room)).toMatchObject({ chatRoomState: 'ALIVE' });
    expect(within(conversation()).getByText('주말에 서운했어')).toBeInTheDocument();
    expect(field).toHaveValue('아직 할 말');
    expect(field).toBeEnabled();
    server.answers.completeChatRoom = () => Promise.resolve({ chatRoomId: 7 });
    await user.click(screen.getByRole('button', { name: '대화 마치기' }));
    const again = await screen.findByRole('dialog', { name: COMPLETE_TITLE });
    await user.click(within(again).getByRole('button', { name: '대화 마치기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/loading'));
    expect(calls('completeChatRoom')).toHaveLength(2);
  });

  it('cannot be completed before the member said anything', async () => {
    await renderChat({ room: makeRoom({ chatRoomState: 'BEFORE_INIT', lastMessageAt: null }) });
    expect(screen.queryByRole('button', { name: '대화 마치기' })).toBeNull();
  });
});

describe('chat main: the stream comes and goes', () => {
  it('a snapshot replaces the partial text; the chunks that follow continue it', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    const { user, stream, field } = await renderChat();
    await user.type(field, '응{Enter}');
    await stream.emit('chat_response', '그');
    await stream.emit('chat_response_snapshot', { chatRoomId: 7, content: '그랬구나, 많이' });
    await stream.emit('chat_response', ' 힘들었겠다.');
    expect(screen.getByText('그랬구나, 많이 힘들었겠다.')).toBeInTheDocument();
  });

  it('after a drop, the room and its newest page again: a reply finished meanwhile shows once', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    const { user, stream, field } = await renderChat();
    await user.type(field, '응{Enter}');
    await stream.emit('chat_response', '그랬');
    await stream.drop();
    server.messages = [
      greeting,
      makeChatMessage(2, { senderType: 'USER', content: '응' }),
      makeChatMessage(3, { content: '그랬구나. 더 말해 줄래?' }),
    ];
    await stream.open();
    expect(await screen.findByText('그랬구나. 더 말해 줄래?')).toBeInTheDocument();
    expect(calls('getCurrentChatRoom')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('그랬')).toBeNull());
    // The stored reply's id replayed late changes nothing.
    await stream.emit('ai_response_id', 3);
    expect(within(conversation()).getAllByText('그랬구나. 더 말해 줄래?')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '보내기' })).toBeInTheDocument();
  });

  it('opening on a reply under way: the typing indicator until its snapshot', async () => {
    const { stream } = await renderChat({ room: makeRoom({ pendingReply: true }) });
    expect(screen.getByText('담이가 답장을 쓰고 있어요')).toBeInTheDocument();
    await stream.emit('chat_response', '어');
    expect(screen.queryByText('어')).toBeNull();
    await stream.emit('chat_response_snapshot', { chatRoomId: 7, content: '그랬구나' });
    expect(screen.getByText('그랬구나')).toBeInTheDocument();
  });

  it('ignores events of another room', async () => {
    const { stream } = await renderChat();
    await stream.emit('current_level_finished', { chatRoomId: 99, level: 1 });
    await stream.emit('chat_room_paused', { chatRoomId: 99, reason: 'COUPLE_REQUIRED' });
    expect(calls('upgradeChatRoom')).toHaveLength(0);
    expect(screen.getByLabelText('담이에게 보낼 메시지')).toBeEnabled();
  });
});

describe('chat main: paging, tutorial, header', () => {
  it('loads older messages in pages of 10', async () => {
    const older = Array.from({ length: 12 }, (_, i) =>
      makeChatMessage(i + 1, { content: `예전 이야기 ${i + 1}` }),
    );
    const newest = older.slice(2);
    server.answers.getCurrentChatMessages = () =>
      Promise.resolve({ size: 2, page: 1, list: older.slice(0, 2).reverse(), totalCount: 12 });
    const stream = fakeHub();
    await stream.start();
    const user = userEvent.setup();
    renderScreen(<ChatScreen hub={stream.hub} />, {
      path: '/chat',
      member: testedMember,
      seed: (queryClient) => {
        queryClient.setQueryData(chatKeys.room, server.room);
        queryClient.setQueryData(chatKeys.messages, {
          pages: [page(newest, 12)],
          pageParams: [0],
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: '이전 대화 더 보기' }));
    expect(await screen.findByText('예전 이야기 1')).toBeInTheDocument();
    expect(calls('getCurrentChatMessages')[0]?.[1]).toMatchObject({
      query: { page: 1, size: 10, sort: '' },
    });
    expect(screen.queryByRole('button', { name: '이전 대화 더 보기' })).toBeNull();
    const texts = within(conversation())
      .getAllByText(/^예전 이야기/)
      .map((node) => node.textContent);
    expect(texts.slice(0, 3)).toEqual(['예전 이야기 1', '예전 이야기 2', '예전 이야기 3']);
  });

  it('shows the tutorial once and remembers it', async () => {
    localStorage.removeItem('chat_tutorial_seen');
    const { user } = await renderChat();
    const dialog = await screen.findByRole('dialog', { name: TUTORIAL_TITLE });
    await user.click(within(dialog).getByRole('button', { name: '시작하기' }));
    await waitFor(() => expect(localStorage.getItem('chat_tutorial_seen')).toBe('true'));
  });

  it('exits home (exit_chat) and goes to my page (go_mypage_from_chat)', async () => {
    const { user, router } = await renderChat();
    await user.click(screen.getByRole('link', { name: '마이페이지' }));
    expect(router.state.location.pathname).toBe('/my-page');
    expect(trackedButtons()).toEqual(['go_mypage_from_chat']);
  });

  it('exit_chat leads home', async () => {
    const { user, router } = await renderChat();
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(trackedButtons()).toEqual(['exit_chat']);
  });
});
