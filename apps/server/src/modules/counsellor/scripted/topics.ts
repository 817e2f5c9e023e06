import { FAMILY_TOPICS } from './topics-family';
import { FUTURE_TOPICS } from './topics-future';
import { LIFE_TOPICS } from './topics-life';
import { TALK_TOPICS } from './topics-talk';
import { TRUST_TOPICS } from './topics-trust';
import type { Topic } from './topic-types';

export type { Suggestion, Topic } from './topic-types';

/**
 * What a worry is about: a small, explainable topic model over the member's words. Each topic has
 * strong cues (they name it: 잠수, 교회, 게임) and weak ones (they hint: 전화, 친구); a message adds
 * points per cue (capped, so repeating a word does not win), and messages are read in order, so a
 * correction ("연락 얘기는 좀 아닌데", "그게 아니라 게임 때문이야") drops what it denies at once.
 */

/** Every topic, the most specific first (they win ties over broad ones such as 다툼 or 바쁜 일상). */
export const TOPICS: readonly Topic[] = [
  ...TRUST_TOPICS,
  ...FAMILY_TOPICS,
  ...FUTURE_TOPICS,
  ...LIFE_TOPICS,
  ...TALK_TOPICS,
].sort((a, b) => (b.strongWeight ?? 3) - (a.strongWeight ?? 3));

/** A topic found in the member's words, with how sure the model is (0-1). */
export interface TopicGuess {
  id: string;
  keyword: string;
  confidence: number;
}

/** A member message and how much it counts (earlier levels may count less). */
export interface WeightedText {
  text: string;
  weight: number;
}

/** Below this the top topic is a guess: 담이 asks what the worry is about instead of naming one. */
export const SURE_CONFIDENCE = 0.45;

const CAP_PER_TEXT = 2;
/** What a neighbour's words count in a message that names the topic which explains them. */
const ABSORBED = 0.25;
/** What they count in later messages, once that topic leads them. */
const CARRIED = 0.5;

/** Words between a cue and its denial: "연락 [얘기는 좀] 아닌데", "게임 [때문에 그런 건] 아니고". */
const FILLER =
  '(?:\\s|얘기|이야기|문제|때문에|때문|쪽|그런|건|거|게|일|것|이|가|은|는|도|에|좀|전혀|딱히|별로|사실|진짜|그)*';
const DENIED_AFTER = new RegExp(
  `^${FILLER}(아니|아닌|아닐|아냐|아녜|아님|상관\\s?없|문제\\s?없|괜찮)|^\\s?(얘기|이야기|문제)\\s?말고|^\\s?말고\\s?(다른|딴)`,
);

/** A message that corrects 담이's reading as a whole ("그게 아니라 …", "아니 그런 게 아니고"). */
const CORRECTION =
  /^\s*(아니+(야|요)?[,.\s~]*(그게|그건|그거|그런|그|사실|내\s?말은)|그게\s?아니|그런\s?게\s?아니|그건\s?아니|그거\s?(말고|아니)|아냐[,.\s~]|아뇨|노노|ㄴㄴ)|그\s?(얘기|이야기|문제)(는|가|도)?\s?(좀\s?)?아니/u;

/** Whether `text` corrects what 담이 took the worry to be. */
export function isCorrection(text: string): boolean {
  return CORRECTION.test(text);
}

interface TextHits {
  points: Map<string, number>;
  denied: Set<string>;
}

function countCues(pattern: RegExp, text: string, topic: string, denied: Set<string>): number {
  let n = 0;
  for (const match of text.matchAll(
    new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  )) {
    const after = text.slice(
      (match.index ?? 0) + match[0].length,
      (match.index ?? 0) + match[0].length + 16,
    );
    if (DENIED_AFTER.test(after)) denied.add(topic);
    else n++;
  }
  return Math.min(n, CAP_PER_TEXT);
}

function hitsOf(text: string): TextHits {
  const points = new Map<string, number>();
  const denied = new Set<string>();
  for (const topic of TOPICS) {
    const strong = countCues(topic.strong, text, topic.id, denied);
    const weak = topic.weak ? countCues(topic.weak, text, topic.id, denied) : 0;
    const score = strong * (topic.strongWeight ?? 3) + weak;
    if (score > 0) points.set(topic.id, score);
  }
  for (const id of denied) points.delete(id);
  // A topic explains its neighbours' words in the same message (전여친이 카톡을 보내: an ex).
  const absorbed = new Set<string>();
  for (const topic of TOPICS) {
    if (!points.has(topic.id)) continue;
    for (const other of topic.absorbs ?? []) if (points.has(other)) absorbed.add(other);
  }
  for (const id of absorbed) points.set(id, (points.get(id) ?? 0) * ABSORBED);
  return { points, denied };
}

/**
 * Topics explained by one the member already named and that leads its neighbour (after 전여친이
 * 카톡을 보내, the next 연락 왔는데 is still about the ex).
 */
function explainedBy(acc: ReadonlyMap<string, number>): Set<string> {
  const explained = new Set<string>();
  for (const [id, score] of acc) {
    if (score < 2) continue;
    for (const other of topicById(id)?.absorbs ?? []) {
      if ((acc.get(other) ?? 0) <= score) explained.add(other);
    }
  }
  return explained;
}

/** Points per topic id over `texts` read in order (corrections applied), highest first. */
export function topicScores(texts: readonly WeightedText[]): [string, number][] {
  const acc = new Map<string, number>();
  const rejected = new Set<string>();
  /** When each topic was first named: of two topics as strong, the one said first leads. */
  const first = new Map<string, number>();
  for (const [i, { text, weight }] of texts.entries()) {
    const { points, denied } = hitsOf(text);
    for (const id of points.keys()) if (!first.has(id)) first.set(id, i);
    if (isCorrection(text)) {
      for (const [id, score] of acc) if (!points.has(id)) acc.set(id, score * 0.2);
    }
    for (const id of denied) {
      acc.delete(id);
      rejected.add(id);
    }
    const explained = explainedBy(acc);
    for (const [id, score] of points) {
      const damped = (rejected.has(id) ? 0.5 : 1) * (explained.has(id) ? CARRIED : 1);
      acc.set(id, (acc.get(id) ?? 0) + score * weight * damped);
    }
  }
  const order = new Map(TOPICS.map((t, i) => [t.id, i]));
  return [...acc.entries()]
    .filter(([, score]) => score > 0.05)
    .sort(
      (a, b) =>
        b[1] - a[1] ||
        (first.get(a[0]) ?? 0) - (first.get(b[0]) ?? 0) ||
        (order.get(a[0]) ?? 0) - (order.get(b[0]) ?? 0),
    );
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Guesses with confidences from scores (highest first): a clear, strong lead is sure. */
export function guessesOf(scores: readonly [string, number][]): TopicGuess[] {
  const top = scores[0]?.[1] ?? 0;
  const second = scores[1]?.[1] ?? 0;
  return scores.map(([id, score], i) => {
    const topic = topicById(id);
    const strength = score / (score + 1.5);
    const confidence =
      i === 0 ? strength * (0.5 + (0.5 * (top - second)) / top) : strength * ((0.5 * score) / top);
    return { id, keyword: topic?.keyword ?? id, confidence: round(confidence) };
  });
}

/**
 * The topics of the member's messages (oldest first), most confident first; [] when nothing
 * names one. Multi-label: every topic with points is listed, with a confidence between 0 and 1.
 */
export function detectTopics(texts: readonly string[]): TopicGuess[] {
  return guessesOf(topicScores(texts.map((text) => ({ text, weight: 1 }))));
}

export function topicById(id: string): Topic | undefined {
  return TOPICS.find((t) => t.id === id);
}

/** The single most likely topic of `texts`, or null (sure or not). */
export function detectTopic(texts: readonly string[]): Topic | null {
  const [first] = detectTopics(texts);
  return first ? (topicById(first.id) ?? null) : null;
}
