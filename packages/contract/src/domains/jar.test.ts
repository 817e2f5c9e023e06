import { describe, expect, it } from 'vitest';
import { JarCelebrationBody, jarFill, nextJarMilestone, reachedJarMilestone } from './jar';

describe('the jar of words (decision 0065)', () => {
  it('names the next and the reached milestone', () => {
    expect(nextJarMilestone(0)).toBe(10);
    expect(nextJarMilestone(10)).toBe(30);
    expect(nextJarMilestone(364)).toBe(365);
    expect(nextJarMilestone(365)).toBeNull();
    expect(reachedJarMilestone(9)).toBeNull();
    expect(reachedJarMilestone(10)).toBe(10);
    expect(reachedJarMilestone(99)).toBe(30);
    expect(reachedJarMilestone(400)).toBe(365);
  });

  it('fills toward the next milestone, never empty once something is in it', () => {
    expect(jarFill(0)).toBe(0);
    expect(jarFill(1)).toBeCloseTo(0.1);
    expect(jarFill(15)).toBeCloseTo(0.5);
    expect(jarFill(1000)).toBe(1);
  });

  it('takes only a milestone to mark celebrated', () => {
    expect(JarCelebrationBody.safeParse({ milestone: 30 }).success).toBe(true);
    expect(JarCelebrationBody.safeParse({ milestone: 31 }).success).toBe(false);
  });
});
