import { beforeEach, describe, expect, it } from 'vitest';
import { clearChatDrafts, clearShellStorage } from '@/shared/bridge';
import { chatDraftKey, readChatDraft, writeChatDraft } from './chat-draft';

describe('chat drafts', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per member', () => {
    writeChatDraft(21, '어제 있었던 일인데');
    writeChatDraft(22, '다른 사람의 글');
    expect(readChatDraft(21)).toBe('어제 있었던 일인데');
    expect(readChatDraft(22)).toBe('다른 사람의 글');
    expect(readChatDraft(23)).toBe('');
    expect(localStorage.getItem(chatDraftKey(21))).toBe('어제 있었던 일인데');
  });

  it('an empty or blank draft removes the entry', () => {
    writeChatDraft(21, '쓰던 글');
    writeChatDraft(21, '  \n ');
    expect(localStorage.getItem(chatDraftKey(21))).toBeNull();
  });

  it('logout and withdrawal clear every draft and nothing else', () => {
    writeChatDraft(21, '하나');
    writeChatDraft(22, '둘');
    localStorage.setItem('ui-theme', 'dark');
    clearChatDrafts();
    expect(readChatDraft(21)).toBe('');
    expect(readChatDraft(22)).toBe('');
    expect(localStorage.getItem('ui-theme')).toBe('dark');

    writeChatDraft(21, '셋');
    clearShellStorage();
    expect(readChatDraft(21)).toBe('');
  });
});
