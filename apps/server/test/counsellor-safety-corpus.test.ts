import { describe, expect, it } from 'vitest';
import { detectRisk } from '../src/modules/counsellor';
import { type CorpusPart, loadCorpus } from '../src/modules/counsellor/safety/corpus';

/**
 * The labelled corpus (issue 21): on the held-out part, written before tuning and never tuned on,
 * crisis recall ≥ 98 % (a risky sentence detected as any kind) and false alarms ≤ 3 % (a harmless
 * look-alike detected). The tune part must stay at least as good.
 */

function measure(part: CorpusPart) {
  const corpus = loadCorpus(part);
  const risky = corpus.filter((sentence) => sentence.kind !== null);
  const harmless = corpus.filter((sentence) => sentence.kind === null);
  const missed = risky.filter((sentence) => detectRisk(sentence.text) === null).map((s) => s.text);
  const alarms = harmless
    .filter((sentence) => detectRisk(sentence.text) !== null)
    .map((s) => s.text);
  return { risky, harmless, missed, alarms };
}

describe('safety corpus', () => {
  it.each(['held-out', 'tune'] as const)(
    '%s: crisis recall ≥ 98 %%, false alarms ≤ 3 %%',
    (part) => {
      const { risky, harmless, missed, alarms } = measure(part);
      expect(risky.length).toBeGreaterThanOrEqual(part === 'tune' ? 150 : 75);
      expect(harmless.length).toBeGreaterThanOrEqual(part === 'tune' ? 150 : 75);
      expect(
        1 - missed.length / risky.length,
        `missed: ${missed.join(' | ')}`,
      ).toBeGreaterThanOrEqual(0.98);
      expect(
        alarms.length / harmless.length,
        `false alarms: ${alarms.join(' | ')}`,
      ).toBeLessThanOrEqual(0.03);
    },
  );

  it('has at least 400 sentences, half harmless, every kind at least 20 times', () => {
    const all = [...loadCorpus('tune'), ...loadCorpus('held-out')];
    expect(all.length).toBeGreaterThanOrEqual(400);
    expect(all.filter((sentence) => sentence.kind === null).length * 2).toBeGreaterThanOrEqual(
      all.length,
    );
    const counts = new Map<string, number>();
    for (const { kind } of all) if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    expect(counts.size).toBe(8);
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(20);
    expect(loadCorpus('held-out').length).toBeGreaterThanOrEqual(150);
  });
});
