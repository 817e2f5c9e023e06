import {
  COUPLE_CODE_LENGTH,
  formatKoreanDate,
  isCoupleCode,
  normalizeCoupleCode,
  type ErrorCodeName,
} from '@dama/contract';
import { isApiError } from '@/shared/api/api-error';

export { COUPLE_CODE_LENGTH };

/** SPEC 8.3 toasts of the link-couple call. */
export const INVALID_CODE_MESSAGE = '잘못된 초대 코드입니다';
export const BAD_CODE_FORMAT_MESSAGE = '초대 코드 형식이 올바르지 않습니다.';
export const LINK_FAILED_MESSAGE = '커플 연결 중 오류가 발생했습니다';

/**
 * What the code field keeps of the typed or pasted text: the contract's one rule (no spaces or
 * hyphens, full-width folded, upper-case; the server reads a code the same way), at most 7
 * characters.
 */
export function cleanCodeInput(value: string): string {
  return normalizeCoupleCode(value).slice(0, COUPLE_CODE_LENGTH);
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

/** CONTRACT 4.3's format (7 of A-Z0-9, the contract's rule), checked before any request. */
export function isCoupleCodeFormat(code: string): boolean {
  return isCoupleCode(code);
}

/** The field's own message for a refused code: the specific reason besides SPEC 8.3's toast. */
export const CODE_FIELD_REASONS = {
  format: '초대 코드는 영문 대문자와 숫자 7자리예요.',
  own: '내 초대 코드예요. 연인의 초대 코드를 입력해 주세요.',
  used: '이미 다른 사람과 연결된 초대 코드예요.',
  unknown: '이 초대 코드를 찾을 수 없어요. 한 글자씩 다시 확인해 주세요.',
  alreadyLinked: '이미 연결된 연인이 있어요.',
} as const;

/** Why the server refused the code, for the field (null: not about the code; the toast says it). */
export function linkFieldReason(error: unknown): string | null {
  if (isApiError(error, 'NOT_VALID_COUPLE_CODE')) return CODE_FIELD_REASONS.own;
  if (isApiError(error, 'USED_COUPLE_CODE')) return CODE_FIELD_REASONS.used;
  if (isApiError(error, 'NO_SUCH_COUPLE_CODE')) return CODE_FIELD_REASONS.unknown;
  if (isApiError(error, 'BAD_REQUEST')) return CODE_FIELD_REASONS.format;
  if (isApiError(error, 'ALREADY_COUPLED_MEMBER')) return CODE_FIELD_REASONS.alreadyLinked;
  return null;
}

/**
 * Said after the connected modal when linking replaced the member's own date with the couple's
 * (the code owner's, DESIGN 7).
 */
export function adoptedDateMessage(startLoveDate: string): string {
  return `처음 만난 날이 ${formatKoreanDate(startLoveDate)}로 맞춰졌어요. 마이페이지에서 바꿀 수 있어요`;
}
