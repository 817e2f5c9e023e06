// The rounds of issue 35's understanding sets: each round a tune batch (looked at and tuned on)
// and a held-out batch (written before that round's tuning, committed first, measured only).
import type { Opening } from '../lib/understanding';
import { ROUND1_HELD_OUT } from './round1-held-out';
import { ROUND1_TUNE } from './round1-tune';
import { ROUND2_HELD_OUT } from './round2-held-out';
import { ROUND2_TUNE } from './round2-tune';
import { ROUND3_HELD_OUT } from './round3-held-out';
import { ROUND3_TUNE } from './round3-tune';
import { ROUND4_HELD_OUT } from './round4-held-out';
import { ROUND4_TUNE } from './round4-tune';
import { ROUND5_HELD_OUT } from './round5-held-out';
import { ROUND6_HELD_OUT } from './round6-held-out';
import { ROUND7_HELD_OUT } from './round7-held-out';
import { ROUND8_HELD_OUT } from './round8-held-out';

export interface Round {
  name: string;
  tune: readonly Opening[];
  heldOut: readonly Opening[];
}

export const ROUNDS: readonly Round[] = [
  { name: 'round 1', tune: ROUND1_TUNE, heldOut: ROUND1_HELD_OUT },
  { name: 'round 2', tune: ROUND2_TUNE, heldOut: ROUND2_HELD_OUT },
  { name: 'round 3', tune: ROUND3_TUNE, heldOut: ROUND3_HELD_OUT },
  { name: 'round 4', tune: ROUND4_TUNE, heldOut: ROUND4_HELD_OUT },
  // Round 5 was tuned on round 4's held-out misses, read once; it has no tune batch of its own.
  { name: 'round 5', tune: [], heldOut: ROUND5_HELD_OUT },
  // Round 6 was tuned on round 5's held-out misses; its held-out batch was written by a writer
  // who never read the engine.
  { name: 'round 6', tune: [], heldOut: ROUND6_HELD_OUT },
  // Round 7: tuned on round 6's held-out misses; held-out written the same way.
  { name: 'round 7', tune: [], heldOut: ROUND7_HELD_OUT },
  // Round 8: tuned on round 7's held-out misses; held-out written the same way.
  { name: 'round 8', tune: [], heldOut: ROUND8_HELD_OUT },
];
