// What one evaluation conversation is: a couple, the member's messages per level, and its labels
// (the topic it is about, the words that name its issue, and the risk of a crisis conversation).
import type { SafetyKind } from '@dama/contract';

/** The topics a scenario can be labelled with (the ids `detectTopics` answers with). */
export const TOPIC_IDS = [
  'contact',
  'tone',
  'fight',
  'jealousy',
  'ex',
  'cheating',
  'lies',
  'money',
  'dates',
  'anniversary',
  'games',
  'religion',
  'ghosting',
  'comparison',
  'coming_out',
  'dating_apps',
  'military',
  'long_distance',
  'control',
  'career',
  'cohabiting',
  'wedding_prep',
  'marriage',
  'in_laws',
  'parents',
  'drinking',
  'intimacy',
  'boredom',
  'breakup',
  'busy',
  'friends',
  'habits',
  'future',
  'sns',
  'appearance',
  'personality',
] as const;
/** One topic id. */
export type TopicId = (typeof TOPIC_IDS)[number];

/**
 * One whole conversation. The runner sends the member's messages one at a time, each after the
 * previous reply ended; when the room moves to the next level it goes on with that level's list
 * (leftovers of the earlier level are dropped, as a member moves on; never in a crisis
 * conversation, whose member goes on with what they came to say), and when a level's list runs
 * out before 담이 ends the level it goes on with the next list. It completes the room when every
 * message was sent or level 4 was reached.
 */
export interface Scenario {
  id: string;
  /** The member's and the partner's nicknames. */
  me: string;
  partner: string;
  /** What the worry is about. */
  topic: TopicId;
  /** Words any of which the summary's situationKeyword should contain to name the issue. */
  issue: readonly string[];
  /** A crisis conversation: the risk it turns to (it may start ordinary). */
  crisis?: SafetyKind;
  /** The member's messages for level 1 (상황 파악), 2 (관계 이해) and 3 (해결 제안). */
  levels: readonly [readonly string[], readonly string[], readonly string[]];
}
