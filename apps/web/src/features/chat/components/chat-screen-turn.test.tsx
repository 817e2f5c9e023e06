import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import { makeChatMessage, makeRoom, trackedButtons } from '@test/factories';
import { afterTapSequence, chatScreenHarness, greeting } from './chat-screen-test-support';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const { server, renderChat, conversation, calls, sentIds } = chatScreenHarness(apiCall, toast);

/** The chat's main screen: a turn (send, the streamed reply, stop) and one send per tap sequence. */

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

  it('a reply that ended before the stream first opened shows once it opens', async () => {
    // Opened straight on /chat, the member sends before the app's stream has opened; the reply
    // is stored meanwhile, its events sent to no connection. The first `connected` reads again.
    server.answers.sendChatMessage = () => Promise.resolve({ messageId: 2, chatRoomId: 7 });
    const { user, stream, field } = await renderChat({ streamOpen: false });
    await user.type(field, '어제 싸웠어{Enter}');
    expect(screen.getByText('담이가 답장을 쓰고 있어요')).toBeInTheDocument();

    server.messages = [
      greeting,
      makeChatMessage(2, { senderType: 'USER', content: '어제 싸웠어' }),
      makeChatMessage(3, { content: '그랬구나, 많이 속상했겠다.' }),
    ];
    await stream.start();
    expect(
      await within(conversation()).findByText('그랬구나, 많이 속상했겠다.'),
    ).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('담이가 답장을 쓰고 있어요')).toBeNull();
    expect(screen.getByRole('button', { name: '보내기' })).toBeInTheDocument();
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
