import type { Facts } from './facts';

/** A sentence built from what the member said. */
export type Line = (f: Facts) => string;

/**
 * What the member just said, as a noun phrase: the topic when this message names one (연락
 * 이야기), else their words quoted, else the room's topic, else 지금 들려준 이야기. Quotes come
 * mostly from the templates that ask for `f.quote` themselves, so 담이 does not echo every message.
 */
export function said(f: Facts): string {
  if (f.topic && f.topicNamedNow) return `${f.topic.noun} 이야기`;
  if (f.quote) return `"${f.quote}"라고 한 말`;
  if (f.topic) return `${f.topic.noun} 이야기`;
  return '지금 들려준 이야기';
}

/** The topic's name, or `fallback` when no topic was found. */
export function topicOr(f: Facts, fallback: string): string {
  return f.topic?.noun ?? fallback;
}
