import { randomBytes } from 'node:crypto';

const TWO_TO_52 = 2 ** 52;

/**
 * A fresh id for an anonymous attachment result. Whoever knows the id can adopt the result at
 * onboarding, so it is drawn at random, never from a sequence: 2^52 plus 52 random bits, so every
 * id has 16 digits and stays below 2^53 (exact in JSON, CONTRACT's ids). Guessing one of a million
 * stored results takes about 4.5 × 10^9 tries on average, against the per-IP limit.
 */
export function anonymousResultId(): number {
  const bytes = randomBytes(7);
  // 56 random bits; keep the low 52 (bytes 0-5 give 48, the low nibble of byte 6 gives 4 more).
  const low48 = bytes.readUIntBE(0, 6);
  const high4 = (bytes[6] ?? 0) & 0x0f;
  return TWO_TO_52 + high4 * 2 ** 48 + low48;
}
