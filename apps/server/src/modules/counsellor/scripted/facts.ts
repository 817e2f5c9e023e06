import { LOVE_TYPE_NAMES, type LoveTypeCategory } from '@dama/contract';
import type { CounsellorContext, Level } from '../engine';
import { type Feeling, UNNAMED_FEELING } from './feelings';
import { keyPhrase, markedPhrase } from './key-phrase';
import { levelComplete } from './progress';
import { type DialogueState, dialogueState, feelingsOf, memberTexts } from './state';
import { agreedStep } from './steps';
import { coreOf, cueNoun, inOwnWords, isGrounded, namedTopic } from './subjects';
import type { Topic } from './topics';

/** What the scripted engine takes from the context for one reply or opening. */
export interface Facts {
  roomId: number;
  level: Level;
  member: string;
  /** The partner's nickname, or 연인 when none is linked. */
  partner: string;
  /** Whether a partner is linked (without one the room pauses after level 1, DESIGN 6). */
  linked: boolean;
  memberType: LoveTypeCategory | null;
  partnerType: LoveTypeCategory | null;
  state: DialogueState;
  /**
   * What 담이 names: the member's subject, a topic the model is sure of, a guessed topic the member
   * named in their own words, or else the member's own key phrase (`ownPhrase`).
   */
  topic: Topic | null;
  /** `topic` is the member's key phrase, not a topic (no topic fitted). */
  ownPhrase: boolean;
  /** 담이 already said `topic`'s noun in this room (it need not be named again at once). */
  named: boolean;
  /** What 담이 said in this room so far (a sentence is not said twice). */
  spoken: string;
  /** The member's own feeling (latest named this level), or a gentle unnamed one. */
  feeling: Omit<Feeling, 'pattern'>;
  /** Whether the latest message names a feeling of the member's own. */
  feelingNamed: boolean;
  /** A feeling of the partner's that the latest message reported, if any. */
  partnerFeeling: Feeling | null;
  /** How many member messages this level has (the latest included). */
  turn: number;
  /** How many member messages the room has (earlier levels' included). */
  roomTurn: number;
  /** This reply closes the level (decided before it is written). */
  closes: boolean;
  daysTogether: number | null;
  memories: readonly string[];
  /** Level 3: the next step the member agreed to so far (steps.ts), or null. */
  step: string | null;
}

export const PARTNER_FALLBACK = '연인';

/** The member's key phrase as a topic to name (general suggestions), from their first messages. */
function phraseTopic(texts: readonly string[]): Topic | null {
  for (const text of texts) {
    const phrase = keyPhrase(text);
    if (phrase)
      return namedTopic(phrase, { id: 'own', keyword: phrase.replace(/^(네|너희) /, '') });
  }
  return null;
}

/** The broad words a phrase must not be to stand for a broad subject. */
const BROAD_WORDS = /싸움|싸우|다툼|돈/;

/** Whether the member wrote the first word of the topic's own name (같이 of 같이 사는 일). */
function nounSaid(topic: Topic, texts: readonly string[]): boolean {
  const core = coreOf(topic.noun);
  return core.length > 0 && texts.join(' ').includes(core);
}

/** What 담이 names (see Facts.topic), and whether it is the member's key phrase. */
function namedOf(ctx: CounsellorContext, state: ReturnType<typeof dialogueState>) {
  const texts = [...memberTexts(ctx).earlier.map((t) => t.text), ...state.levelTexts];
  // A phrase the member marked as the worry ("정치 얘기만 하면 싸워") outweighs a broad subject.
  // So does any phrase of theirs that is not the broad word itself (싸웠는데 … 타투를 하고 싶다니까).
  if (state.subject?.subject.broad) {
    const broad = state.subject.noun;
    const phrases = texts.map(markedPhrase).filter((p) => p !== null);
    const own =
      phrases.find((p) => p.marked) ??
      phrases.find((p) => !BROAD_WORDS.test(p.phrase) && !broad.includes(p.phrase));
    if (own) {
      const keyword = own.phrase.replace(/^(네|너희) /, '');
      return { topic: namedTopic(own.phrase, { id: 'own', keyword }), ownPhrase: true };
    }
  }
  // A topic read from hints the member never named (만나면 맨날 … → 데이트) gives way to their
  // own key phrase when they wrote one; a subject is always in their words.
  if (state.topic) {
    if (state.subject) return { topic: inOwnWords(state.topic, texts), ownPhrase: false };
    if (isGrounded(state.topic, texts)) {
      // The topic is named with the member's word when its own name is not theirs (동거, not
      // 같이 사는 일).
      const cue = nounSaid(state.topic, texts) ? null : cueNoun(state.topic, texts);
      const topic = cue ? { ...state.topic, noun: cue } : state.topic;
      return { topic: inOwnWords(topic, texts), ownPhrase: false };
    }
    const phrase = phraseTopic(texts);
    if (phrase) return { topic: phrase, ownPhrase: true };
    // Else the member's own cue word (카톡 for 연락), or nothing named at all.
    const cue = cueNoun(state.topic, texts);
    const topic = cue ? inOwnWords({ ...state.topic, noun: cue }, texts) : null;
    return { topic, ownPhrase: false };
  }
  const guess = state.guess;
  const late = state.levelTexts.length >= 3 || ctx.level > 1;
  if (guess && late && isGrounded(guess, texts)) {
    return { topic: inOwnWords(guess, texts), ownPhrase: false };
  }
  const phrase = phraseTopic(texts);
  return { topic: phrase, ownPhrase: phrase !== null };
}

export function factsOf(ctx: CounsellorContext): Facts {
  const state = dialogueState(ctx);
  const named = namedOf(ctx, state);
  const latest = state.levelTexts.at(-1) ?? '';
  const now = feelingsOf(latest);
  const own = now.member.at(-1) ?? state.memberFeelings.at(-1) ?? null;
  return {
    roomId: ctx.roomId,
    level: ctx.level,
    member: ctx.member.nickname,
    partner: ctx.partner?.nickname ?? PARTNER_FALLBACK,
    linked: ctx.partner !== null,
    memberType: ctx.member.loveTypeCategory,
    partnerType: ctx.partner?.loveTypeCategory ?? null,
    state,
    topic: named.topic,
    ownPhrase: named.ownPhrase,
    spoken: ctx.roomMessages
      .filter((m) => m.sender === 'ASSISTANT')
      .map((m) => m.content)
      .join('\n'),
    named:
      named.topic !== null &&
      ctx.roomMessages.some(
        (m) => m.sender === 'ASSISTANT' && m.content.includes(named.topic!.noun),
      ),
    feeling: own ?? UNNAMED_FEELING,
    feelingNamed: now.member.length > 0,
    partnerFeeling: now.partner[0] ?? null,
    turn: state.levelTexts.length,
    roomTurn: memberTexts(ctx).earlier.length + state.levelTexts.length,
    closes: levelComplete(ctx.level, state),
    daysTogether: ctx.daysTogether,
    memories: ctx.memories,
    step:
      ctx.level === 3 ? agreedStep(ctx.messages, ctx.partner?.nickname ?? PARTNER_FALLBACK) : null,
  };
}

/** 불안형 / 회피형 …, for a known category. */
export function typeName(category: LoveTypeCategory): string {
  return LOVE_TYPE_NAMES[category];
}
