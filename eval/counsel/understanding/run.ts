// `npm run eval:counsel -- --only=understanding` prints these; run alone with
// `npx tsx eval/counsel/understanding/run.ts [--verbose]` while tuning.
import { understandingFigures, type UnderstandingFigures } from '../lib/understanding';
import { ROUNDS } from './rounds';

const pct = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} % (${part}/${whole})`;

/** The markdown table of every round, tune and held-out side by side. */
export function understandingTable(): {
  lines: string[];
  figures: Array<UnderstandingFigures & { set: string }>;
} {
  const lines = [
    '| Round | set | Subject named in the first three replies | First reply names it | Rooms with a topic word the member never used |',
    '|---|---|---|---|---|',
  ];
  const figures: Array<UnderstandingFigures & { set: string }> = [];
  for (const [r, round] of ROUNDS.entries()) {
    for (const [set, openings, seed] of [
      ['tune', round.tune, 5000 + r * 200],
      ['held-out', round.heldOut, 5100 + r * 200],
    ] as const) {
      const f = understandingFigures(openings, seed);
      figures.push({ ...f, set });
      lines.push(
        `| ${round.name} | ${set} | ${pct(f.withinThree, f.rooms)} | ${pct(f.first, f.rooms)} | ${pct(f.attributedRooms, f.rooms)} |`,
      );
    }
  }
  return { lines, figures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Held-out replies are shown only on request: tuning reads the tune sets' misses alone.
  const verbose = process.argv.includes('--verbose');
  const showHeldOut = process.argv.includes('--held-out');
  const { lines, figures } = understandingTable();
  for (const f of figures) {
    if (f.set === 'held-out' && !showHeldOut) continue;
    for (const r of f.results) {
      if (verbose || !r.withinThree || !r.first || r.attributed.length > 0) {
        const mark = `${r.first ? 'F' : '-'}${r.withinThree ? '3' : '-'}${r.attributed.length ? ` attributed ${r.attributed.join(',')}` : ''}`;
        console.log(`${r.id} [${mark}]`);
        for (const reply of r.replies) console.log(`   ${reply}`);
      }
    }
  }
  console.log(lines.join('\n'));
}
