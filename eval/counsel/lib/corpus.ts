// The safety classifier's labelled corpus (written by the safety work, read here):
// `KIND<TAB>text` per line, KIND a SafetyKind or NONE (a harmless look-alike), `#` comments.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { SAFETY_KINDS, type SafetyKind } from '@dama/contract';

/** A corpus label: a kind of risk, or NONE for a harmless sentence. */
export type CorpusLabel = SafetyKind | 'NONE';

/** One labelled sentence. */
export interface CorpusLine {
  label: CorpusLabel;
  text: string;
}

/** A corpus file as read: its lines, or why there are none. */
export interface Corpus {
  file: string;
  lines: CorpusLine[];
  /** Lines skipped for an unknown kind or a missing tab. */
  skipped: number;
  /** The file does not exist (yet). */
  missing: boolean;
}

const CORPUS_DIR = resolve(
  import.meta.dirname,
  '../../../apps/server/src/modules/counsellor/safety/corpus',
);
const LABELS: ReadonlySet<string> = new Set<string>([...SAFETY_KINDS, 'NONE']);

/** Which sentences: issue 21's risk corpus, or issue 35's weak signs (`signs-*.tsv`). */
export type CorpusSet = 'risk' | 'signs';

/**
 * Reads `tune.tsv` or `held-out.tsv` (or `signs-tune.tsv` / `signs-held-out.tsv`); a missing file
 * is an empty corpus marked missing.
 */
export async function readCorpus(
  name: 'tune' | 'held-out',
  set: CorpusSet = 'risk',
): Promise<Corpus> {
  const file = resolve(CORPUS_DIR, `${set === 'signs' ? 'signs-' : ''}${name}.tsv`);
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { file, lines: [], skipped: 0, missing: true };
    }
    throw error;
  }
  const lines: CorpusLine[] = [];
  let skipped = 0;
  for (const row of raw.split(/\r?\n/)) {
    if (row.trim() === '' || row.trimStart().startsWith('#')) continue;
    const tab = row.indexOf('\t');
    const label = tab < 0 ? '' : row.slice(0, tab).trim();
    const text = tab < 0 ? '' : row.slice(tab + 1).trim();
    if (!LABELS.has(label) || text === '') {
      skipped++;
      continue;
    }
    lines.push({ label: label as CorpusLabel, text });
  }
  return { file, lines, skipped, missing: false };
}
