import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, clearMemberDrafts, readDraft, writeDraft } from './local-drafts';

const mine = { memberId: 1, kind: 'answer', id: 7 };
const partners = { memberId: 2, kind: 'answer', id: 7 };

describe('local drafts', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a draft per member and item until it is cleared', () => {
    writeDraft(mine, '쓰던 답');
    writeDraft(partners, '연인이 쓰던 답');
    expect(readDraft(mine)).toBe('쓰던 답');
    expect(readDraft({ ...mine, id: 8 })).toBeNull();
    clearDraft(mine);
    expect(readDraft(mine)).toBeNull();
    expect(readDraft(partners)).toBe('연인이 쓰던 답');
  });

  it('drops a blank draft, and every draft of one member at sign-out', () => {
    writeDraft(mine, '   ');
    expect(readDraft(mine)).toBeNull();
    writeDraft(mine, '하나');
    writeDraft({ ...mine, kind: 'chat', id: 'room' }, '둘');
    writeDraft(partners, '셋');
    clearMemberDrafts(1);
    expect(readDraft(mine)).toBeNull();
    expect(readDraft({ ...mine, kind: 'chat', id: 'room' })).toBeNull();
    expect(readDraft(partners)).toBe('셋');
  });
});
