import { readFileSync } from 'node:fs';

import { SAFETY_KINDS } from '@dama/contract';

import type { RiskKind } from './types';

/**
 * The labelled safety corpus (`corpus/*.tsv`): one sentence a line, `KIND<TAB>text`, KIND one of
 * SAFETY_KINDS or NONE for a harmless look-alike; lines starting with # are comments. `tune` is
 * what the classifier is developed against; `held-out` is only measured.
 */

/** One labelled sentence. */
export interface LabelledSentence {
  kind: RiskKind | null;
  text: string;
}

/** The two parts of the corpus. */
export type CorpusPart = 'tune' | 'held-out';

/** Parses corpus text; throws on a malformed line so a typo cannot silently drop a case. */
export function parseCorpus(source: string): LabelledSentence[] {
  const sentences: LabelledSentence[] = [];
  for (const [index, line] of source.split('\n').entries()) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [label = '', text = '', ...rest] = line.split('\t');
    if (rest.length > 0 || text.trim() === '') throw new Error(`corpus line ${index + 1}: ${line}`);
    if (label !== 'NONE' && !(SAFETY_KINDS as readonly string[]).includes(label))
      throw new Error(`corpus line ${index + 1}: unknown kind ${label}`);
    sentences.push({ kind: label === 'NONE' ? null : (label as RiskKind), text: text.trim() });
  }
  return sentences;
}

/** The sentences of one part of the corpus. */
export function loadCorpus(part: CorpusPart): LabelledSentence[] {
  return parseCorpus(readFileSync(new URL(`./corpus/${part}.tsv`, import.meta.url), 'utf8'));
}
