import type { ErrorCodeName } from '@dama/contract';
import { isApiError } from '@/shared/api/api-error';

/** CONTRACT 4.3: an invite code is 7 characters (the server checks the format). */
export const COUPLE_CODE_LENGTH = 7;

/** SPEC 8.3 toasts of the link-couple call. */
export const INVALID_CODE_MESSAGE = '잘못된 초대 코드입니다';
export const BAD_CODE_FORMAT_MESSAGE = '초대 코드 형식이 올바르지 않습니다.';
export const LINK_FAILED_MESSAGE = '커플 연결 중 오류가 발생했습니다';

/** What the code field keeps of the typed text: no spaces, upper-case, at most 7 characters. */
export function cleanCodeInput(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().slice(0, COUPLE_CODE_LENGTH);
}

const INVALID_CODE_ERRORS: ErrorCodeName[] = [
  'NO_SUCH_COUPLE_CODE',
  'USED_COUPLE_CODE',
  'NOT_VALID_COUPLE_CODE',
];

/**
 * SPEC 8.3: no such code / used code / own code (40002 / 40006 / 40011) → invalid code; bad
 * request (40000) → bad format; anything else → generic.
 */
export function linkErrorMessage(error: unknown): string {
  if (isApiError(error, ...INVALID_CODE_ERRORS)) return INVALID_CODE_MESSAGE;
  if (isApiError(error, 'BAD_REQUEST')) return BAD_CODE_FORMAT_MESSAGE;
  return LINK_FAILED_MESSAGE;
}
