import type { AnswerReaction } from '@dama/contract';

/** The reactions in the bar's order, with the word each says (해요체, read aloud as its name). */
export const REACTIONS: readonly { reaction: AnswerReaction; label: string }[] = [
  { reaction: 'HEART', label: '좋아요' },
  { reaction: 'SAME', label: '공감해요' },
  { reaction: 'LAUGH', label: '웃겨요' },
  { reaction: 'TOUCHED', label: '뭉클해요' },
  { reaction: 'CHEER', label: '응원해요' },
];

export function reactionLabel(reaction: AnswerReaction): string {
  return REACTIONS.find((r) => r.reaction === reaction)?.label ?? '';
}
