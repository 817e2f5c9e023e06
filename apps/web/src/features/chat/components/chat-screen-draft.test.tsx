import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import { makeMember } from '@test/factories';
import { readChatDraft } from '../model/chat-draft';
import { TEST_FIRST_TITLE } from './room-notices';
import { chatScreenHarness, testedMember } from './chat-screen-test-support';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const { server, renderChat, calls, sentIds } = chatScreenHarness(apiCall, toast);

/** The chat's main screen: the draft kept on the device, and the attachment test first. */

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
