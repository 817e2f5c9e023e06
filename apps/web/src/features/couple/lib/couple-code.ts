import { apiErrorCode } from '@/shared/api/client';

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

/** SPEC 8.3: 40002 / 40006 / 40011 → invalid code; 40000 → bad format; anything else → generic. */
export function linkErrorMessage(error: unknown): string {
  switch (apiErrorCode(error)) {
    case 40002:
    case 40006:
    case 40011:
      return INVALID_CODE_MESSAGE;
    case 40000:
      return BAD_CODE_FORMAT_MESSAGE;
    case undefined:
    default:
      return LINK_FAILED_MESSAGE;
  }
}
