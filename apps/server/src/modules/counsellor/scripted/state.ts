import type { CounsellorContext, Level } from '../engine';
import { detectFeelingIn, type Feeling } from './feelings';
import type { FoundSubject } from './subject-types';
import { subjectOf, subjectTopic } from './subjects';
import {
  guessesOf,
  isCorrection,
  SURE_CONFIDENCE,
  type Topic,
  topicById,
  type TopicGuess,
  topicScores,
  type WeightedText,
} from './topics';

/**
 * What 담이 knows of the conversation, kept apart by whose it is (issue 21): the member's own
 * feelings, the partner's words and feelings as the member reported them, what the member wants,
 * and the topics. Replies, the level judge and the summary all read this one state.
 */
export interface DialogueState {
  topics: TopicGuess[];
  /**
   * The concrete subject in the member's own words (subjects.ts), when one was named: `topic`
   * and `guess` are then the subject's topic, named with its noun.
   */
  subject: FoundSubject | null;
  /** The most likely topic, when the model is sure enough to name it. */
  topic: Topic | null;
  /** The most likely topic even when unsure (담이 may ask about it). */
  guess: Topic | null;
  /** Feelings the member named as their own, most recent last. */
  memberFeelings: Feeling[];
  /** Feelings the member reported of the partner (걔가 서운하대). */
  partnerFeelings: Feeling[];
  /** Whether the member said what the partner did or said. */
  partnerActs: boolean;
  /** Whether the member said what they want. */
  wants: boolean;
  /** Whether what happened is known (an event or a situation described). */
  event: boolean;
  /** Whether a worry was named. */
  worry: boolean;
  /** The member's messages of this level, oldest first. */
  levelTexts: string[];
  /** The latest message. */
  latest: string;
  latestKind: MessageKind;
  /** The latest message corrects 담이's reading of the topic. */
  corrected: boolean;
  /** The topic changed with the latest message (after a correction, or a new, surer topic). */
  topicChanged: boolean;
}

/** How much a message says: nothing (ㅠㅠ), yes (응), don't know (몰라), no (아니), or words. */
export type MessageKind = 'empty' | 'yes' | 'dunno' | 'no' | 'short' | 'full';

const PARTNER =
  /(남친|여친|남자\s?친구|여자\s?친구|남편|아내|와이프|애인|오빠|걔|그\s?사람|그\s?애|예랑|예신|신랑|bf|gf)/i;

/** How the member reports someone else's feeling: 서운해하더라, 화났대, 속상하다고. */
const REPORTED =
  /^[가-힣]{0,3}(해하|스러워하|대(?![가-힣])|래(?![가-힣])|다고|다더라|하더라|했대|하대|해\s?보여|해\s?보였|한\s?것\s?같|하는\s?것\s?같)/;

const FIRST_PERSON = /(?<![가-힣])(나|내가|난|나는|나도|내|저|제가|전)(?![가-힣])/;

const WANT =
  /(했으면\s?좋겠|해\s?줬으면|해줬으면|줬으면|봐\s?줬으면|주면\s?좋겠|하면\s?좋겠|바라는|원하는\s?건|원해|듣고\s?싶|보고\s?싶|고\s?싶어|바랐|바래|해\s?주길|알아줬|알아\s?줬|필요해|필요했)/;

const WORRY =
  /(걱정|불안|무서|두려|겁나|할까\s?봐|될까\s?봐|까\s?봐|어떡하|어떻게\s?해야|어떻게\s?하지|고민|헷갈|모르겠|막막|답답)/;

const PAST_OR_HABIT =
  /(었|았|였|했|갔|왔|봤|줬|났|냈|쳤|셨|겼|맨날|자꾸|항상|계속|매번|또|만\s?해|안\s?해|안\s?하|못\s?해|해서|하는데|인데|거든|더라|대|래)/;

const EMPTY = /^[\sㅠㅜㅋㅎㅡ.,!?~…;:^_\-\p{Extended_Pictographic}]*$/u;
const YES =
  /^(응+|어+|엉|웅+|ㅇㅇ+|ㅇ|네|예|그래|그치|맞아|맞지|그렇지|ㅇㅋ|오케이|ok|okay|yes|yep|콜|좋아|알겠어)$/i;
const DUNNO = /^(몰라|모르겠어|모르겠다|잘\s?모르겠어|글쎄|음+|흠+|그냥|idk|몰겠어|모름)$/i;
const NO = /^(아니|아니야|아냐|아뇨|ㄴㄴ|노노|no|nope)$/i;

function hangulLength(text: string): number {
  return (text.match(/[가-힣]/g) ?? []).length;
}

/** How much `text` says (see MessageKind). */
export function kindOf(text: string): MessageKind {
  const bare = text.replace(/[\sㅠㅜㅋㅎ.,!?~…;:^_-]+/g, ' ').trim();
  if (EMPTY.test(text) || bare === '') return 'empty';
  const word = bare.replace(/\s+/g, ' ');
  if (YES.test(word)) return 'yes';
  if (DUNNO.test(word)) return 'dunno';
  if (NO.test(word)) return 'no';
  return hangulLength(text) < 6 ? 'short' : 'full';
}

/** Clauses of a message: sentences, then connective endings (…했는데 / …해서 / …지만). */
export function clausesOf(text: string): string[] {
  return text
    .split(/[.!?\n…~]+|(?<=(?:는데|은데|지만|어서|아서|해서|니까|면서|고))\s+/u)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** Words the member quotes ("미안 좀 힘들었어"): someone else's, usually the partner's. */
const QUOTED = /"[^"]*"|“[^”]*”|'[^']*'|‘[^’]*’|「[^」]*」/g;

/** Feelings of one message, each as the member's own or the partner's (quoted words are theirs). */
export function feelingsOf(text: string): { member: Feeling[]; partner: Feeling[] } {
  const member: Feeling[] = [];
  const partner: Feeling[] = [];
  for (const quoted of text.match(QUOTED) ?? []) {
    partner.push(...detectFeelingIn(quoted).map((f) => f.feeling));
  }
  for (const clause of clausesOf(text.replace(QUOTED, ' '))) {
    for (const { feeling, index, length } of detectFeelingIn(clause)) {
      const after = clause.slice(index + length);
      const before = clause.slice(0, index);
      const reported = REPORTED.test(after);
      const partnerSubject =
        PARTNER.test(before) && /(이|가|은|는|도)\s/.test(before) && !FIRST_PERSON.test(before);
      (reported || partnerSubject ? partner : member).push(feeling);
    }
  }
  return { member, partner };
}

/** Whether `text` tells what happened or how things are (an event, a habit, a situation). */
function describes(text: string): boolean {
  const kind = kindOf(text);
  if (kind !== 'full' && kind !== 'short') return false;
  const namesTopic = topicScores([{ text, weight: 1 }]).length > 0;
  if (kind === 'short') return namesTopic && PAST_OR_HABIT.test(text);
  if (PAST_OR_HABIT.test(text) || PARTNER.test(text)) return true;
  // Naming the topic alone (연락 문제로 고민이야) is not yet what happened, unless said at length.
  return (namesTopic && hangulLength(text) >= 10) || hangulLength(text) >= 12;
}

/** The member's messages of earlier levels (from the room) and of this level. */
export function memberTexts(ctx: CounsellorContext): { earlier: WeightedText[]; level: string[] } {
  const level = ctx.messages.filter((m) => m.sender === 'USER').map((m) => m.content);
  const room = (ctx.roomMessages as CounsellorContext['roomMessages'] | undefined) ?? [];
  const earlierLines = room.filter((m) => m.sender === 'USER' && m.level < ctx.level);
  const earlier: WeightedText[] =
    earlierLines.length > 0
      ? earlierLines.map((m) => ({ text: m.content, weight: levelWeight(m.level) }))
      : ctx.previousSummaries.map((s) => ({ text: s.summary, weight: levelWeight(s.level) }));
  return { earlier, level };
}

/** How much a level's words count for the room's topic (level 3 talks of solutions). */
export function levelWeight(level: Level): number {
  return level === 1 ? 1.5 : level === 2 ? 0.5 : 0.25;
}

function topicOf(guesses: readonly TopicGuess[]): Topic | null {
  const first = guesses[0];
  return first && first.confidence >= SURE_CONFIDENCE ? (topicById(first.id) ?? null) : null;
}

/** The subject of `texts`, each judged by the topic model's reading up to its message. */
function subjectFor(texts: readonly WeightedText[]) {
  return subjectOf(
    texts.map((t) => t.text),
    (i) => {
      const top = guessesOf(topicScores(texts.slice(0, i + 1)))[0];
      return { top: top?.id ?? null, sure: (top?.confidence ?? 0) >= SURE_CONFIDENCE };
    },
  );
}

/** The state after the member's messages: earlier levels' (weighted) and this level's. */
export function stateOf(
  earlier: readonly WeightedText[],
  level: readonly string[],
  currentLevel: Level,
): DialogueState {
  const weight = levelWeight(currentLevel);
  const all = [...earlier, ...level.map((text) => ({ text, weight }))];
  const topics = guessesOf(topicScores(all));
  const beforeGuesses = guessesOf(topicScores(all.slice(0, -1)));
  const memberFeelings: Feeling[] = [];
  const partnerFeelings: Feeling[] = [];
  for (const text of level) {
    const f = feelingsOf(text);
    memberFeelings.push(...f.member);
    partnerFeelings.push(...f.partner);
  }
  // An opening, or a level whose messages name no feeling, remembers the earlier levels' ones.
  if (memberFeelings.length === 0) {
    for (const { text } of earlier) memberFeelings.push(...feelingsOf(text).member);
  }
  const latest = level.at(-1) ?? '';
  const top = topics[0];
  const subject = subjectFor(all);
  const before = subjectFor(all.slice(0, -1));
  const named = subject ? subjectTopic(subject) : null;
  const guess = named ?? (top ? (topicById(top.id) ?? null) : null);
  return {
    topics,
    subject,
    topic: named ?? topicOf(topics),
    guess,
    memberFeelings,
    partnerFeelings,
    partnerActs: level.some((t) => PARTNER.test(t) && kindOf(t) === 'full'),
    wants: level.some((t) => WANT.test(t)),
    event: level.some(describes),
    worry: level.some((t) => WORRY.test(t)),
    levelTexts: [...level],
    latest,
    latestKind: kindOf(latest),
    corrected:
      isCorrection(latest) ||
      (beforeGuesses[0] !== undefined &&
        top?.id !== beforeGuesses[0].id &&
        /아니|아닌|말고/.test(latest)),
    // A subject that refines the topic already read (연락 → 답장) is no change of topic.
    topicChanged:
      (before?.subject.topic ?? beforeGuesses[0]?.id) !== (subject?.subject.topic ?? top?.id),
  };
}

/** The state of the conversation as `ctx` shows it (the member's new message last). */
export function dialogueState(ctx: CounsellorContext): DialogueState {
  const { earlier, level } = memberTexts(ctx);
  return stateOf(earlier, level, ctx.level);
}
