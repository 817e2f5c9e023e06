// Whether 담이 names what the worry is about, in the member's own terms (issue 35): the openings
// of rooms (the member's first messages), each labelled with the words that name its concrete
// subject. Played through the scripted engine as the chat module calls it (the greeting first,
// then one reply per member message), so a round of wording takes milliseconds to measure.
import type {
  ChatLine,
  CounsellorContext,
  PersonProfile,
} from '../../../apps/server/src/modules/counsellor/engine';
import { greeting } from '../../../apps/server/src/modules/counsellor/lines';
import { scriptedReply } from '../../../apps/server/src/modules/counsellor/scripted/engine';
import { TOPICS } from '../../../apps/server/src/modules/counsellor/scripted/topics';

/** One room's opening: the member's first messages and the words that name its subject. */
export interface Opening {
  id: string;
  /** Any one of these in a reply names the subject (the member's terms or a close synonym). */
  names: readonly string[];
  /** The member's first messages (three, so the first three replies can be read). */
  messages: readonly string[];
}

/** What the first replies of one opening did. */
export interface OpeningResult {
  id: string;
  replies: string[];
  /** The first reply names the subject. */
  first: boolean;
  /** One of the first three replies names it. */
  withinThree: boolean;
  /** Topic names a reply used that the member never wrote (nor the subject's names). */
  attributed: string[];
}

const person = (nickname: string): PersonProfile => ({
  nickname,
  loveTypeCategory: null,
  anxietyRate: null,
  avoidanceRate: null,
});

/** The generic tail of a topic's name (돈 문제 → 돈), so the member's word is what is checked. */
const GENERIC_TAIL = /\s?(문제|일|이야기|고민|관계)$/;

/** The topic names 담이 may put on a worry, each with the core the member must have written. */
function topicTerms(): Array<{ term: string; core: string }> {
  const terms = new Map<string, string>();
  for (const topic of TOPICS) {
    for (const term of [topic.noun, topic.keyword]) {
      const core = term.replace(GENERIC_TAIL, '').split(/[·\s]/)[0] ?? term;
      if (core.length >= 1) terms.set(term, core);
    }
  }
  return [...terms].map(([term, core]) => ({ term, core }));
}

const TERMS = topicTerms();

/** The topic names of `reply` the member never used (by core word) and that do not name the subject. */
export function attributedTerms(
  reply: string,
  memberTexts: readonly string[],
  names: readonly string[],
): string[] {
  const said = memberTexts.join(' ');
  return TERMS.filter(
    ({ term, core }) =>
      reply.includes(term) &&
      !said.includes(core) &&
      !names.some((name) => term.includes(name) || name.includes(core)),
  ).map(({ term }) => term);
}

/** Plays the opening's messages through the scripted engine in room `roomId`. */
export function playOpening(opening: Opening, roomId: number): OpeningResult {
  const member = person('하늘');
  const partner = person('바다');
  const messages: ChatLine[] = [
    { sender: 'ASSISTANT', content: greeting(member.nickname, roomId) },
  ];
  const replies: string[] = [];
  const attributed = new Set<string>();
  for (const [i, text] of opening.messages.entries()) {
    messages.push({ sender: 'USER', content: text });
    const ctx: CounsellorContext = {
      roomId,
      level: 1,
      member,
      partner,
      daysTogether: 200,
      memories: [],
      previousSummaries: [],
      messages: [...messages],
      roomMessages: messages.map((m) => ({ ...m, level: 1 })),
    };
    const reply = scriptedReply(ctx);
    replies.push(reply);
    messages.push({ sender: 'ASSISTANT', content: reply });
    const said = opening.messages.slice(0, i + 1);
    for (const term of attributedTerms(reply, said, opening.names)) attributed.add(term);
  }
  const names = (reply: string) => opening.names.some((name) => reply.includes(name));
  return {
    id: opening.id,
    replies,
    first: names(replies[0] ?? ''),
    withinThree: replies.slice(0, 3).some(names),
    attributed: [...attributed],
  };
}

/** The figures of one set of openings. */
export interface UnderstandingFigures {
  rooms: number;
  first: number;
  withinThree: number;
  /** Rooms with at least one attributed topic name. */
  attributedRooms: number;
  results: OpeningResult[];
}

/** Plays every opening (each in its own room id from `seedBase`) and counts. */
export function understandingFigures(
  openings: readonly Opening[],
  seedBase: number,
): UnderstandingFigures {
  const results = openings.map((opening, i) => playOpening(opening, seedBase + i));
  return {
    rooms: results.length,
    first: results.filter((r) => r.first).length,
    withinThree: results.filter((r) => r.withinThree).length,
    attributedRooms: results.filter((r) => r.attributed.length > 0).length,
    results,
  };
}
