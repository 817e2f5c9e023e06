import { beforeEach, describe, expect, it } from 'vitest';
import { clearShellStorage } from '@/shared/bridge';
import { clearAllDrafts } from '@/shared/lib/local-drafts';
import { readChatDraft, writeChatDraft } from './chat-draft';

describe('chat drafts', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per member', () => {
    writeChatDraft(21, '어제 있었던 일인데');
    writeChatDraft(22, '다른 사람의 글');
    expect(readChatDraft(21)).toBe('어제 있었던 일인데');
    expect(readChatDraft(22)).toBe('다른 사람의 글');
    expect(readChatDraft(23)).toBe('');
  });

  it('an empty or blank draft removes the entry', () => {
    writeChatDraft(21, '쓰던 글');
    writeChatDraft(21, '  \n ');
    expect(readChatDraft(21)).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('logout and withdrawal clear every draft and nothing else', () => {
    writeChatDraft(21, '하나');
    writeChatDraft(22, '둘');
    localStorage.setItem('ui-theme', 'dark');
    clearAllDrafts();
    expect(readChatDraft(21)).toBe('');
    expect(readChatDraft(22)).toBe('');
    expect(localStorage.getItem('ui-theme')).toBe('dark');

    writeChatDraft(21, '셋');
    clearShellStorage();
    expect(readChatDraft(21)).toBe('');
  });
});
