import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import { ApiError } from '@/shared/api/api-error';
import { apiError, makeChatMessage, trackedButtons } from '@test/factories';
import { STOP_FAILED_MESSAGE, STOP_OFFLINE_MESSAGE } from '../api/stop-chat-reply';
import { NOT_TESTED_TITLE } from './chat-screen';
import { afterTapSequence, chatScreenHarness, greeting } from './chat-screen-test-support';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const { server, renderChat, conversation, calls, sentIds } = chatScreenHarness(apiCall, toast);

/** The chat's main screen when a send or a stop fails, or gets no answer (offline). */

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
