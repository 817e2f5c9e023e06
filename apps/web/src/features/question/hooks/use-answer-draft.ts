import { useState } from 'react';
import { clearDraft, readDraft, writeDraft, type DraftKey } from '@/shared/lib/local-drafts';

export interface AnswerDraft {
  /** What the member typed (kept on this device), or null when nothing was typed yet. */
  text: string | null;
  change: (text: string) => void;
  /** The answer was saved: the draft goes. */
  clear: () => void;
  /** The draft goes, and `text` is null again (nothing typed). */
  discard: () => void;
}

/**
 * The answer being written to one question, per member, kept on this device across navigation, a
 * reload and an app switch (issue 24); cleared on save, and at logout and withdrawal with the
 * member's other drafts. `memberId` undefined (not read yet): nothing is restored until it is.
 */
export function useAnswerDraft(
  memberId: number | undefined,
  coupleQuestionId: number,
): AnswerDraft {
  return useQuestionDraft('answer', memberId, coupleQuestionId);
}

/**
 * A text being written about one question (`answer`, or `reply`: my 한마디 on the partner's
 * answer, issue 26), kept as `useAnswerDraft` keeps the answer.
 */
export function useQuestionDraft(
  kind: 'answer' | 'reply',
  memberId: number | undefined,
  coupleQuestionId: number,
): AnswerDraft {
  const key: DraftKey | null =
    memberId === undefined || coupleQuestionId <= 0
      ? null
      : { memberId, kind, id: coupleQuestionId };
  const keyId = key ? `${key.memberId}:${key.id}` : null;
  const [state, setState] = useState(() => ({ keyId, text: key ? readDraft(key) : null }));
  // Another member or question (or the member just read): restore that one's draft.
  if (state.keyId !== keyId) setState({ keyId, text: key ? readDraft(key) : null });

  return {
    text: state.keyId === keyId ? state.text : null,
    change: (text) => {
      setState({ keyId, text });
      if (key) writeDraft(key, text);
    },
    clear: () => {
      if (key) clearDraft(key);
    },
    discard: () => {
      if (key) clearDraft(key);
      setState({ keyId, text: null });
    },
  };
}
