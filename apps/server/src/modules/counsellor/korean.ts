import { josa } from '@dama/contract';

// The particle rule is the app's one helper, in the contract (kit/korean.ts), shared with the web.
export { endingOf, josa, type Ending, type Particle } from '@dama/contract';

/**
 * A nickname called out in 반말: 지민아, 현우야, 하늘아. A nickname that ends in a Latin letter or a
 * digit is called without a particle (Alex, 민수2), which reads naturally in Korean chat.
 */
export function vocative(nickname: string): string {
  const name = nickname.trim();
  const last = name.at(-1) ?? '';
  if (!/[가-힣]/.test(last)) return name;
  return josa(name, '아/야');
}

/** Length in characters (code points), so Hangul and emoji count as one each. */
export function charCount(text: string): number {
  return Array.from(text).length;
}
