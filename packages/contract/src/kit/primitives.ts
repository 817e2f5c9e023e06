import { z } from 'zod';

export {
  PRINTABLE_PATTERN,
  textLength,
  writtenTextError,
  type WrittenTextMessages,
} from './text-rules';

/** A calendar day `YYYY-MM-DD` (a day in Korea). */
export const IsoDate = z.iso.date({ error: '날짜는 YYYY-MM-DD 형식이어야 해요.' });

/** An ISO-8601 timestamp with offset, e.g. `2026-11-21T14:03:05.123+09:00`. */
export const Timestamp = z.string();

/** Largest value of a PostgreSQL `integer` column (ids are `serial`). */
export const MAX_ID = 2_147_483_647;

/** A JSON integer id: 1 to 2^31-1 (a larger one can name no row and is a 40000, not a 500). */
export const Id = z.int().positive().max(MAX_ID);

/**
 * An id in a path: digits only (no `0x10`, `1e3`, spaces or signs), then the number, 1 to 2^31-1.
 * CONTRACT 1: a non-numeric path id is a 400/40000.
 */
export const PathId = z
  .string()
  .regex(/^[0-9]{1,10}$/, { error: '숫자로 된 id여야 해요.' })
  .transform(Number)
  .pipe(Id);

/**
 * An id drawn at random rather than from a sequence (anonymous attachment results, whose id is
 * all it takes to adopt one): 1 to 2^53-1, the largest integer JSON numbers carry exactly.
 */
export const SafeId = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** A `SafeId` in a path: digits only, like `PathId`. */
export const SafePathId = z
  .string()
  .regex(/^[0-9]{1,16}$/, { error: '숫자로 된 id여야 해요.' })
  .transform(Number)
  .pipe(SafeId);

/** The zod schema of a written-text rule: trimmed, refused with the rule's message. */
export function writtenText(rule: (value: string) => string | null, required: string) {
  return z
    .string({ error: required })
    .trim()
    .superRefine((value, ctx) => {
      const error = rule(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });
}

/** Token-ish text: visible ASCII without spaces (an OAuth access token, an authorization code). */
export const VISIBLE_ASCII_PATTERN = /^[\x21-\x7E]+$/;

/** A compact JWT: base64url segments separated by dots. */
export const JWT_PATTERN = /^[A-Za-z0-9._-]+$/;

/** Nickname rule of CONTRACT 4.2: after trimming, 1 to 10 Hangul syllables, Latin letters, digits. */
export const NICKNAME_MAX_LENGTH = 10;
export const NICKNAME_PATTERN = /^[가-힣A-Za-z0-9]+$/;
export const Nickname = z
  .string({ error: '닉네임을 입력해 주세요.' })
  .trim()
  .min(1, { error: '닉네임을 입력해 주세요.' })
  .max(NICKNAME_MAX_LENGTH, { error: `닉네임은 ${NICKNAME_MAX_LENGTH}자까지 쓸 수 있어요.` })
  .regex(NICKNAME_PATTERN, { error: '닉네임은 한글, 영문, 숫자만 쓸 수 있어요.' });

/** Returns the Korean error for a nickname, or null when it is valid. */
export function nicknameError(value: string): string | null {
  const result = Nickname.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '닉네임을 확인해 주세요.');
}

/** The earliest relationship start date accepted. */
export const MIN_START_LOVE_DATE = '1950-01-01';

/**
 * The Korean error for a relationship start date, or null when it can be saved: a real calendar
 * day between 1950-01-01 and today in Korea (the server answers the rest with 40000).
 */
export function startLoveDateError(value: string, today: string): string | null {
  if (!value) return '처음 만난 날을 골라 주세요.';
  if (!IsoDate.safeParse(value).success) return '날짜를 다시 확인해 주세요.';
  if (value > today) return '오늘 이후의 날짜는 고를 수 없어요.';
  if (value < MIN_START_LOVE_DATE) return '1950년 1월 1일 이후의 날짜를 골라 주세요.';
  return null;
}
