import { z } from 'zod';
import { defineEndpoint } from '../kit/define';

/**
 * The jar of words (issue 26, decision 0065): every question both partners answered is one word
 * put in the couple's jar (담아). An extension of CONTRACT 4.5; the count is
 * `totalCoupleQuestionCount` of GET /members, read from the same rows.
 */

/** The counts 담이 celebrates, once per member and couple. */
export const JAR_MILESTONES = [10, 30, 100, 365] as const;
export type JarMilestone = (typeof JAR_MILESTONES)[number];

/** The next milestone above `count`, or null past the last. */
export function nextJarMilestone(count: number): JarMilestone | null {
  return JAR_MILESTONES.find((m) => m > count) ?? null;
}

/** The highest milestone `count` has reached, or null below the first. */
export function reachedJarMilestone(count: number): JarMilestone | null {
  return [...JAR_MILESTONES].reverse().find((m) => m <= count) ?? null;
}

/**
 * How full the jar looks (0 to 1): the count against the next milestone, full past the last; a
 * jar with something in it never looks empty.
 */
export function jarFill(count: number): number {
  if (count <= 0) return 0;
  const next = nextJarMilestone(count);
  if (next === null) return 1;
  return Math.max(0.06, count / next);
}

export const Jar = z.object({
  /** Questions both partners answered (the words in the jar). */
  count: z.int().min(0),
  /** Korean days in a row, up to today or yesterday, on which a question was answered by both. */
  streak: z.int().min(0),
  /** The longest such run this couple has had. */
  bestStreak: z.int().min(0),
  nextMilestone: z.int().nullable(),
  /** The milestone 담이 has yet to celebrate with the caller (the highest reached), or null. */
  celebrate: z.int().nullable(),
});
export type Jar = z.infer<typeof Jar>;

export const JarCelebrationBody = z.object({
  milestone: z
    .int()
    .refine((m) => (JAR_MILESTONES as readonly number[]).includes(m), '축하할 수 없는 개수예요.'),
});

export const jarEndpoints = {
  getJar: defineEndpoint({
    method: 'GET',
    path: '/questions/jar',
    auth: 'couple',
    tag: 'questions',
    summary: '말 항아리 (extension)',
    data: Jar,
    errors: [40301],
  }),
  celebrateJar: defineEndpoint({
    method: 'POST',
    path: '/questions/jar/celebrations',
    auth: 'couple',
    tag: 'questions',
    summary: '말 항아리 축하 확인 (extension)',
    body: JarCelebrationBody,
    data: Jar,
    message: '축하를 확인했어요.',
    errors: [40000, 40301],
  }),
} as const;
