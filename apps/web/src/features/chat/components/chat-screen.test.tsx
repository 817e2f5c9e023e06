import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import { ApiError } from '@/shared/api/api-error';
import { apiError, makeChatMessage, makeMember, makeRoom, trackedButtons } from '@test/factories';
import { STOP_FAILED_MESSAGE, STOP_OFFLINE_MESSAGE } from '../api/stop-chat-reply';
import { readChatDraft } from '../model/chat-draft';
import { TAP_GUARD_MS } from '../model/composer';
import { NOT_TESTED_TITLE } from './chat-screen';
import { TEST_FIRST_TITLE } from './room-notices';
import { greeting, chatScreenHarness, testedMember } from './chat-screen-test-support';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const { server, renderChat, conversation, calls } = chatScreenHarness(apiCall, toast);

/** A tap after the send's tap sequence is over (taps within it neither send nor stop). */
const afterTapSequence = () => new Promise((resolve) => setTimeout(resolve, TAP_GUARD_MS));

describe('chat main: a turn', () => {
  it('sends with Enter: optimistic bubble, typing, the streamed reply, then the stored one', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    const { user, stream, field } = await renderChat();
    expect(screen.getByText('1단계 · 상황 파악')).toBeInTheDocument();

    await user.type(field, '어제 싸웠어{Enter}');
    expect(field).toHaveValue('');
    expect(within(conversation()).getByText('어제 싸웠어')).toBeInTheDocument();
    expect(screen.getByText('담이가 답장을 쓰고 있어요')).toBeInTheDocument();
    const [, input] = calls('sendChatMessage')[0] as [string, { body: Record<string, string> }];
    expect(input.body.message).toBe('어제 싸웠어');
    expect(input.body.clientMessageId).toMatch(/^[\x21-\x7E]{1,64}$/);
    expect(trackedButtons()).toEqual(['send_message']);

    await stream.emit('chat_response', '그랬구나, ');
    expect(screen.queryByText('담이가 답장을 쓰고 있어요')).toBeNull();
    await stream.emit('chat_response', '많이 속상했겠다.');
    const streaming = screen.getByText('그랬구나, 많이 속상했겠다.');
    expect(streaming).toHaveAttribute('aria-busy', 'true');
    // Announced once it is complete, never per chunk.
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    expect(screen.getByRole('button', { name: '답장 멈추기' })).toBeInTheDocument();

    server.messages = [
      greeting,
      makeChatMessage(2, { senderType: 'USER', content: '어제 싸웠어' }),
      makeChatMessage(3, { content: '그랬구나, 많이 속상했겠다.' }),
    ];
    await stream.emit('ai_response_id', 3);
    await waitFor(() => expect(calls('getCurrentChatMessages')).toHaveLength(1));
    expect(live).toHaveTextContent('담이: 그랬구나, 많이 속상했겠다.');
    await waitFor(() =>
      expect(screen.getByText('그랬구나, 많이 속상했겠다.')).not.toHaveAttribute('aria-busy'),
    );
    expect(within(conversation()).getAllByText('그랬구나, 많이 속상했겠다.')).toHaveLength(1);
    expect(within(conversation()).getAllByText('어제 싸웠어')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled(); // empty field
  });

  it("a room's first message keeps the reply expected until the stream says more", async () => {
    server.room = makeRoom({ chatRoomState: 'BEFORE_INIT', pendingReply: false });
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    const { user, field } = await renderChat();

    await user.type(field, '처음 써 봐{Enter}');
    // The send is answered: the bubble is no longer "보내는 중" (the room is ALIVE from here).
    await waitFor(() => expect(calls('sendChatMessage')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('보내는 중')).toBeNull());
    // The room turned ALIVE locally; its cached `pendingReply: false` is from before the send and
    // must not end the reply that was just asked for.
    expect(screen.getByText('담이가 답장을 쓰고 있어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '답장 멈추기' })).toBeInTheDocument();
  });

  it('never sends on an Enter the Korean IME is composing with, nor on Shift+Enter', async () => {
    const { user, field } = await renderChat();
    await user.type(field, '안녕');
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 13, isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 13, shiftKey: true });
    expect(calls('sendChatMessage')).toHaveLength(0);
    expect(field).toHaveValue('안녕');
  });

  it('the send button is off for empty or too long text, with the reason', async () => {
    const { user, field } = await renderChat();
    const sendButton = screen.getByRole('button', { name: '보내기' });
    expect(sendButton).toBeDisabled();
    await user.type(field, '   ');
    expect(sendButton).toBeDisabled();
    fireEvent.change(field, { target: { value: '가'.repeat(501) } });
    expect(sendButton).toBeDisabled();
    expect(screen.getByText('메시지는 500자까지 보낼 수 있어요.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: '가'.repeat(500) } });
    expect(sendButton).toBeEnabled();
  });

  it('waits while a reply is under way; stop keeps the partial reply, marked stopped', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    server.answers.stopChatReply = () => Promise.resolve(undefined);
    const { user, stream, field } = await renderChat();
    await user.type(field, '들어 줘{Enter}');
    await user.type(field, '하나 더');
    expect(screen.queryByRole('button', { name: '보내기' })).toBeNull();
    await stream.emit('chat_response', '응, 말해');
    await afterTapSequence();
    await user.click(screen.getByRole('button', { name: '답장 멈추기' }));
    expect(calls('stopChatReply')).toHaveLength(1);

    server.messages = [
      greeting,
      makeChatMessage(2, { senderType: 'USER', content: '들어 줘' }),
      makeChatMessage(3, { content: '응, 말해', status: 'STOPPED' }),
    ];
    await stream.emit('chat_stopped', { chatRoomId: 7, messageId: 3 });
    expect(await screen.findByText('답장을 멈췄어요')).toBeInTheDocument();
    expect(screen.getByText('응, 말해')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: '보내기' })).toBeEnabled();
  });
});

describe('chat main: failures', () => {
  it('a failed stop says so and keeps the stop button, to be pressed again', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    server.answers.stopChatReply = () => Promise.reject(apiError(50000));
    const { user, stream, field } = await renderChat();
    await user.type(field, '들어 줘{Enter}');
    await stream.emit('chat_response', '응, 말해');
    await afterTapSequence();
    await user.click(screen.getByRole('button', { name: '답장 멈추기' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(STOP_FAILED_MESSAGE));
    await user.click(screen.getByRole('button', { name: '답장 멈추기' }));
    expect(calls('stopChatReply')).toHaveLength(2);
  });

  it('a send that failed is still there, failed, when the screen opens again (a reload)', async () => {
    server.answers.sendChatMessage = () => Promise.reject(apiError(50000));
    const first = await renderChat();
    await first.user.type(first.field, '지하철에서 쓴 긴 이야기{Enter}');
    expect(await screen.findByText('보내지 못했어요')).toBeInTheDocument();
    first.unmount();

    const { user } = await renderChat();
    expect(within(conversation()).getByText('지하철에서 쓴 긴 이야기')).toBeInTheDocument();
    expect(screen.getByText('보내지 못했어요')).toBeInTheDocument();
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.queryByText('보내지 못했어요')).toBeNull());
    const ids = calls('sendChatMessage').map(
      ([, input]) => (input as { body: { clientMessageId: string } }).body.clientMessageId,
    );
    expect(ids).toEqual([ids[0], ids[0]]);
    // Confirmed, it is no longer kept on the device.
    expect(Object.keys(localStorage).filter((key) => key.includes(':chat:unsent'))).toEqual([]);
  });

  it('an unsent message the server stored after all is not shown twice, and 삭제 forgets one', async () => {
    server.answers.sendChatMessage = () => Promise.reject(apiError(50000));
    const first = await renderChat();
    await first.user.type(first.field, '첫 번째{Enter}');
    await screen.findByText('보내지 못했어요');
    await first.user.type(first.field, '두 번째{Enter}');
    await waitFor(() => expect(screen.getAllByText('보내지 못했어요')).toHaveLength(2));
    first.unmount();

    // The first reached the server after all (its answer was lost on the way back).
    const stored = makeChatMessage(2, {
      senderType: 'USER',
      content: '첫 번째',
      createdAt: new Date().toISOString(),
    });
    const second = await renderChat({ messages: [greeting, stored] });
    expect(within(conversation()).getAllByText('첫 번째')).toHaveLength(1);
    expect(screen.getAllByText('보내지 못했어요')).toHaveLength(1);
    await second.user.click(screen.getByRole('button', { name: '보내지 못한 메시지 삭제' }));
    await waitFor(() => expect(screen.queryByText('두 번째')).toBeNull());
    second.unmount();

    await renderChat({ messages: [greeting, stored] });
    expect(screen.queryByText('두 번째')).toBeNull();
    expect(screen.queryByText('보내지 못했어요')).toBeNull();
  });

  it('a failed send keeps the bubble with retry, sent again with the same client id', async () => {
    server.answers.sendChatMessage = () => Promise.reject(apiError(50000));
    const { user, field } = await renderChat();
    await user.type(field, '들리니{Enter}');
    expect(await screen.findByText('보내지 못했어요')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('메시지 전송 중 오류가 발생했습니다');

    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.queryByText('보내지 못했어요')).toBeNull());
    const ids = calls('sendChatMessage').map(
      ([, input]) => (input as { body: { clientMessageId: string } }).body.clientMessageId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(trackedButtons()).toEqual(['send_message', 'retry_message']);
  });

  it('chat_error: the message is FAILED with retry, and POST retry streams the reply again', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    server.answers.retryChatReply = () => Promise.resolve({ messageId: 2 });
    const { user, stream, field } = await renderChat();
    await user.type(field, '도와줘{Enter}');
    server.messages = [
      greeting,
      makeChatMessage(2, { senderType: 'USER', content: '도와줘', status: 'FAILED' }),
    ];
    await stream.emit('chat_error', { chatRoomId: 7, messageId: 2, reason: 'model' });
    expect(await screen.findByText('답장을 받지 못했어요')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(calls('retryChatReply')).toHaveLength(1);
    expect(screen.queryByText('답장을 받지 못했어요')).toBeNull();
    expect(screen.getByText('담이가 답장을 쓰고 있어요')).toBeInTheDocument();
    expect(trackedButtons()).toEqual(['send_message', 'retry_message']);
  });

  it('40010: leads the member to the attachment test, the draft kept', async () => {
    server.answers.sendChatMessage = () => Promise.reject(apiError(40010));
    const { user, field } = await renderChat();
    await user.type(field, '안녕{Enter}');
    const dialog = await screen.findByRole('dialog', { name: NOT_TESTED_TITLE });
    expect(field).toHaveValue('안녕');
    // The modal hides the screen from the accessibility tree.
    const list = screen.getByRole('list', { name: '대화 내용', hidden: true });
    expect(within(list).queryByText('안녕')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '테스트 하러 가기' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/attachment-test');
  });
});

// Issue 24: sends without an answer, double taps, drafts and the test first.

/** What the API client throws when no answer came (offline): no status, the axios error inside. */
const noAnswer = () =>
  Promise.reject(
    new ApiError('Network Error', {
      cause: Object.assign(new Error('x'), { code: 'ERR_NETWORK' }),
    }),
  );
const sentIds = () =>
  calls('sendChatMessage').map(
    ([, input]) => (input as { body: { clientMessageId: string } }).body.clientMessageId,
  );

describe('chat main: a send with no answer (offline)', () => {
  it('shows failed at once with its text, the field empty; 다시 시도 sends it once, same id', async () => {
    server.answers.sendChatMessage = noAnswer;
    const { user, field } = await renderChat();
    await user.type(field, '연결이 없을 때 쓴 글{Enter}');

    expect(await screen.findByText('보내지 못했어요')).toBeInTheDocument();
    expect(screen.queryByText('담이가 답장을 쓰고 있어요')).toBeNull();
    expect(within(conversation()).getByText('연결이 없을 때 쓴 글')).toBeInTheDocument();
    // The text is in its bubble, not back in the field (a second send would send it twice).
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled();

    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.queryByText('보내지 못했어요')).toBeNull());
    expect(field).toHaveValue('');
    expect(within(conversation()).getAllByText('연결이 없을 때 쓴 글')).toHaveLength(1);
    const ids = sentIds();
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('삭제 takes a message that did not go out of the conversation', async () => {
    server.answers.sendChatMessage = noAnswer;
    const { user, field } = await renderChat();
    await user.type(field, '지울 글{Enter}');
    await user.click(await screen.findByRole('button', { name: '보내지 못한 메시지 삭제' }));
    expect(within(conversation()).queryByText('지울 글')).toBeNull();
    expect(screen.queryByText('보내지 못했어요')).toBeNull();
    expect(sentIds()).toHaveLength(1);
  });

  it('a stop that cannot reach the server says so at once', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    server.answers.stopChatReply = noAnswer;
    const { user, stream, field } = await renderChat();
    await user.type(field, '들어 줘{Enter}');
    await stream.emit('chat_response', '응, 말');
    await act(afterTapSequence);
    await user.click(screen.getByRole('button', { name: '답장 멈추기' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(STOP_OFFLINE_MESSAGE));
    expect(screen.getByRole('button', { name: '답장 멈추기' })).toBeEnabled();

    // The reply ends (the stream brings it once the connection is back): the line goes.
    await stream.emit('ai_response_id', 3);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
  });
});

describe('chat main: one tap sequence', () => {
  it('a double tap on send sends once and never stops the reply', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    server.answers.stopChatReply = () => Promise.resolve(undefined);
    const { user, field } = await renderChat();
    await user.type(field, '한 번만');
    await user.dblClick(screen.getByRole('button', { name: '보내기' }));
    // The second tap met ■ where the send button was.
    await user.click(screen.getByRole('button', { name: '답장 멈추기' }));
    expect(sentIds()).toHaveLength(1);
    expect(calls('stopChatReply')).toHaveLength(0);
    expect(within(conversation()).getAllByText('한 번만')).toHaveLength(1);
  });
});

describe('chat main: the draft', () => {
  it('is kept on the device per member and comes back with the screen; sending clears it', async () => {
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    const first = await renderChat();
    await first.user.type(first.field, '아직 쓰는 중');
    expect(readChatDraft(testedMember.memberId)).toBe('아직 쓰는 중');
    first.unmount();

    const { user, field } = await renderChat();
    expect(field).toHaveValue('아직 쓰는 중');
    await user.type(field, '{Enter}');
    await waitFor(() => expect(sentIds()).toHaveLength(1));
    expect(readChatDraft(testedMember.memberId)).toBe('');
  });
});

describe('chat main: the attachment test first', () => {
  it('says so before the member writes; the field keeps a draft and nothing is sent', async () => {
    const { user, field } = await renderChat({ member: makeMember({ memberId: 30 }) });
    const notice = screen.getByRole('region', { name: TEST_FIRST_TITLE });
    expect(within(notice).getByRole('link', { name: '테스트 하러 가기' })).toHaveAttribute(
      'href',
      '/attachment-test?from=%2Fchat',
    );
    await user.type(field, '긴 고민{Enter}');
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled();
    expect(field).toHaveValue('긴 고민');
    expect(calls('sendChatMessage')).toHaveLength(0);
    expect(readChatDraft(30)).toBe('긴 고민');
  });
});
