import { josa } from '../korean';
import { rotate, seedOf } from '../pick';
import type { Facts } from './facts';

/** A sentence built from what the member said. */
export type Line = (f: Facts) => string;

/** The topic as an issue (게임 문제, 이별 고민, 부모님 일), or `fallback` without a topic. */
export function issue(f: Facts, fallback = '이 일'): string {
  const noun = f.topic?.noun;
  if (!noun) return fallback;
  return /(문제|일|고민|이야기|차이|연애|시험)$/.test(noun) ? noun : `${noun} 문제`;
}

/** "게임 때문에 " when a topic is known, else nothing. */
export function because(f: Facts): string {
  return f.topic ? `${f.topic.noun} 때문에 ` : '';
}

/** The topic's name, or `fallback` when no topic is sure. */
export function topicOr(f: Facts, fallback: string): string {
  return f.topic?.noun ?? fallback;
}

/**
 * One item of `pool` for this room and turn: consecutive turns walk the pool from a room-specific
 * start (pick.ts), so a room does not hear an item twice until the pool is used up.
 */
export function pick<T>(pool: readonly T[], f: Facts, salt: number, step = f.turn): T {
  return rotate(pool, f.roomId, salt + f.level * 100, step);
}

/**
 * A sentence composed from two parts, "head, tail", each walked separately (heads carry no final
 * punctuation): pools of 8 and 6 make 48 sentences, so two rooms rarely say one word for word.
 */
export function compose(
  heads: readonly Line[],
  tails: readonly Line[],
  f: Facts,
  salt: number,
  step = f.turn,
): string {
  const head = pick(heads, f, salt, step)(f);
  const tail = rotate(tails, seedOf(f.roomId, salt), salt + 1, step + f.level)(f);
  return `${head}, ${tail}`.replace(/\s+/g, ' ').trim();
}

/** `noun` + 이/가 … as es-hangul picks it (re-exported for the templates). */
export { josa };
