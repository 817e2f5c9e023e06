// The chat's rules the web app needs at once (the level bar, the composer), without zod
// (decision 0033); chat.ts re-exports them beside its schemas.
import { writtenTextError } from '../kit/text-rules';

/** Counselling levels (DESIGN 6): 1 상황 파악, 2 관계 이해, 3 해결 제안, 4 마무리. */
export const CHAT_LEVELS = [1, 2, 3, 4] as const;

/** Page size of chat messages and the history list (SPEC 9). */
export const CHAT_PAGE_SIZE = 10;

/** A message to 담이: after trimming, 1 to 500 characters (CONTRACT 4.6). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** Why a message cannot be sent (Korean, shown under the input), or null when it can. */
export function chatMessageError(value: string): string | null {
  return writtenTextError(value, CHAT_MESSAGE_MAX_LENGTH, {
    empty: '메시지를 입력해 주세요.',
    tooLong: `메시지는 ${CHAT_MESSAGE_MAX_LENGTH}자까지 보낼 수 있어요.`,
    invalid: '보낼 수 없는 문자가 들어 있어요.',
  });
}
