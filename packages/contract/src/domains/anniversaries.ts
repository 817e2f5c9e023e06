// The couple's own anniversaries (issue 26, decision 0069): an extension of CONTRACT. Couple-owned
// data — both partners list, add, change and delete them; the partner hears
// `couple_anniversaries_changed`. The milestones (100-day steps, N주년) are not stored: both sides
// compute them with kit/anniversaries.ts from the couple's start date.
import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { unpagedList } from '../kit/envelope';
import {
  IsoDate,
  MIN_START_LOVE_DATE,
  PathId,
  Timestamp,
  writtenText,
  writtenTextError,
} from '../kit/primitives';

/** A title: after trimming, 1 to 20 characters on one line. */
export const ANNIVERSARY_TITLE_MAX_LENGTH = 20;
/** How many anniversaries of its own a couple keeps (a 40000 past it). */
export const MAX_CUSTOM_ANNIVERSARIES = 50;
/** The latest date accepted: this many years after today in Korea. */
export const ANNIVERSARY_MAX_YEARS_AHEAD = 10;

/** Why a title cannot be saved (Korean, under the field), or null when it can. */
export function anniversaryTitleError(value: string): string | null {
  if (/[\r\n]/.test(value.trim())) return '제목은 한 줄로 써 주세요.';
  return writtenTextError(value, ANNIVERSARY_TITLE_MAX_LENGTH, {
    empty: '기념일 이름을 입력해 주세요.',
    tooLong: `기념일 이름은 ${ANNIVERSARY_TITLE_MAX_LENGTH}자까지 쓸 수 있어요.`,
    invalid: '쓸 수 없는 문자가 들어 있어요.',
  });
}

/** Why a date cannot be saved, or null: a real day from 1950-01-01 up to 10 years from today. */
export function anniversaryDateError(value: string, today: string): string | null {
  if (!value) return '날짜를 골라 주세요.';
  if (!IsoDate.safeParse(value).success) return '날짜를 다시 확인해 주세요.';
  if (value < MIN_START_LOVE_DATE) return '1950년 1월 1일 이후의 날짜를 골라 주세요.';
  const latest = `${Number(today.slice(0, 4)) + ANNIVERSARY_MAX_YEARS_AHEAD}${today.slice(4)}`;
  if (value > latest) return `${ANNIVERSARY_MAX_YEARS_AHEAD}년 안의 날짜를 골라 주세요.`;
  return null;
}

export const AnniversaryTitle = writtenText(anniversaryTitleError, '기념일 이름을 입력해 주세요.');

/** YEARLY: every year on its month and day (29 February on the 28th without one); ONCE: its day. */
export const AnniversaryRepeat = z.enum(['YEARLY', 'ONCE']);
export type AnniversaryRepeat = z.infer<typeof AnniversaryRepeat>;

export const CustomAnniversary = z.object({
  id: z.int(),
  title: z.string(),
  date: IsoDate,
  repeat: AnniversaryRepeat,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type CustomAnniversary = z.infer<typeof CustomAnniversary>;

export const NewAnniversaryBody = z.object({
  title: AnniversaryTitle,
  date: IsoDate,
  repeat: AnniversaryRepeat,
});
export type NewAnniversaryBody = z.infer<typeof NewAnniversaryBody>;

export const AnniversaryChangeBody = NewAnniversaryBody.partial().refine(
  (body) => Object.keys(body).length > 0,
  { error: '바꿀 내용을 알려 주세요.' },
);
export type AnniversaryChangeBody = z.infer<typeof AnniversaryChangeBody>;

const anniversaryParams = z.object({ anniversaryId: PathId });

export const anniversaryEndpoints = {
  listAnniversaries: defineEndpoint({
    method: 'GET',
    path: '/couples/anniversaries',
    auth: 'couple',
    tag: 'couples',
    summary: '커플이 함께 정한 기념일 목록 (날짜순)',
    data: unpagedList(CustomAnniversary),
    errors: [40301],
  }),
  addAnniversary: defineEndpoint({
    method: 'POST',
    path: '/couples/anniversaries',
    auth: 'couple',
    tag: 'couples',
    summary: '기념일 추가 (두 사람 모두 볼 수 있어요)',
    message: '기념일을 추가했어요.',
    body: NewAnniversaryBody,
    data: CustomAnniversary,
    errors: [40000, 40301],
  }),
  updateAnniversary: defineEndpoint({
    method: 'PATCH',
    path: '/couples/anniversaries/:anniversaryId',
    auth: 'couple',
    tag: 'couples',
    summary: '기념일 고치기 (두 사람 모두)',
    message: '기념일을 고쳤어요.',
    params: anniversaryParams,
    body: AnniversaryChangeBody,
    data: CustomAnniversary,
    errors: [40000, 40301, 40302],
  }),
  deleteAnniversary: defineEndpoint({
    method: 'DELETE',
    path: '/couples/anniversaries/:anniversaryId',
    auth: 'couple',
    tag: 'couples',
    summary: '기념일 지우기 (두 사람 모두)',
    message: '기념일을 지웠어요.',
    params: anniversaryParams,
    data: null,
    errors: [40301, 40302],
  }),
} as const;
