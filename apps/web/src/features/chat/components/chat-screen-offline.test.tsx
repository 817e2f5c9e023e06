// Issue 24 on the chat screen: sends without an answer, double taps, drafts and the test first.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import { ApiError } from '@/shared/api/api-error';
import { makeMember } from '@test/factories';
import { STOP_OFFLINE_MESSAGE } from '../api/stop-chat-reply';
import { chatDraftKey } from '../model/chat-draft';
import { TAP_GUARD_MS } from '../model/composer';
import { TEST_FIRST_TITLE } from './room-notices';
import { chatScreenHarness, testedMember } from './chat-screen-test-support';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const { server, renderChat, conversation, calls } = chatScreenHarness(apiCall, toast);

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
    await act(() => new Promise((resolve) => setTimeout(resolve, TAP_GUARD_MS)));
    await user.click(screen.getByRole('button', { name: '답장 멈추기' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(STOP_OFFLINE_MESSAGE));
    expect(screen.getByRole('button', { name: '답장 멈추기' })).toBeEnabled();
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
    expect(localStorage.getItem(chatDraftKey(testedMember.memberId))).toBe('아직 쓰는 중');
    first.unmount();

    const { user, field } = await renderChat();
    expect(field).toHaveValue('아직 쓰는 중');
    await user.type(field, '{Enter}');
    await waitFor(() => expect(sentIds()).toHaveLength(1));
    expect(localStorage.getItem(chatDraftKey(testedMember.memberId))).toBeNull();
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
    expect(localStorage.getItem(chatDraftKey(30))).toBe('긴 고민');
  });
});
