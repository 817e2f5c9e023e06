import { josa } from '../korean';
import type { FoundSubject, Subject } from './subject-types';
import { HOME_SUBJECTS } from './subjects-home';
import { LIFE_SUBJECTS } from './subjects-life';
import { PEOPLE_SUBJECTS } from './subjects-people';
import { TALK_SUBJECTS } from './subjects-talk';
import type { Topic } from './topic-types';
import { isCorrection, topicById, TOPICS } from './topics';

/**
 * The concrete subject of a worry, in the member's own terms (issue 35, decision 0075): the topic
 * model says what kind of worry it is (돈, 같이 사는 일); a subject says what it is about, with the
 * member's word (빌려준 돈, 설거지). 담이 names the subject; the topic lends its questions and
 * suggestions when the subject has none of its own.
 */
export const SUBJECTS: readonly Subject[] = [
  ...PEOPLE_SUBJECTS,
  ...HOME_SUBJECTS,
  ...LIFE_SUBJECTS,
  ...TALK_SUBJECTS,
];

/** "게임 얘기는 아니고", "강아지 때문은 아니야": the subject just named is denied. */
const DENIED =
  /^\S*\s?(얘기|이야기|문제|때문|쪽|일)?(은|는|이|가|도)?\s?(좀\s?|딱히\s?|전혀\s?)?(아니|아닌|아냐|아님|말고|상관\s?없)/;

/** The subjects named in `text` (denied ones left out), earliest first. */
export function subjectsIn(text: string): FoundSubject[] {
  const found: FoundSubject[] = [];
  for (const subject of SUBJECTS) {
    const named = subject.find(text);
    if (!named || DENIED.test(text.slice(named.index))) continue;
    found.push({ subject, ...named });
  }
  // A specific subject beats a broad one in the same message (빌린 돈 over 돈 이야기), and one
  // named only as the owner of another (전 여친의 친구 결혼식) gives way to what it owns.
  const rank = (f: FoundSubject) => Number(!!f.subject.broad) * 2 + Number(isOwner(text, f));
  return found.sort((a, b) => rank(a) - rank(b) || a.index - b.index);
}

/** "전 여친의 친구 결혼식": the subject's words end in 의, so they say whose thing it is. */
function isOwner(text: string, found: FoundSubject): boolean {
  return found.end !== undefined && /^의\s/.test(text.slice(found.end));
}

/** What the topic model read, for deciding whether a subject applies. */
export interface TopicReading {
  /** The model's top topic id, or null. */
  top: string | null;
  /** Whether the model is sure of it. */
  sure: boolean;
}

function applies(subject: Subject, reading: TopicReading): boolean {
  if (subject.overrides || !reading.top || !reading.sure) return true;
  return reading.top === subject.topic || (subject.fits ?? []).includes(reading.top);
}

/**
 * The subject of the member's messages (oldest first): the first one named, from the latest
 * correction on ("그게 아니라 …" starts over), or null. Whether a subject applies is decided by
 * the topic model's reading up to the message that named it (`readingAt(i)`), so a later message
 * that leans elsewhere does not take back what the member already named.
 */
export function subjectOf(
  texts: readonly string[],
  readingAt: (i: number) => TopicReading,
): FoundSubject | null {
  let from = 0;
  texts.forEach((text, i) => {
    if (i > 0 && isCorrection(text)) from = i;
  });
  for (let i = from; i < texts.length; i++) {
    const found = subjectsIn(texts[i]!);
    if (found.length === 0) continue;
    const reading = readingAt(i);
    const applying = found.find((s) => applies(s.subject, reading));
    if (applying) return inTheirWord(applying, texts.slice(i + 1));
  }
  return null;
}

/**
 * The subject named by the member's own word when a later message says it (다더니 … then
 * "왜 거짓말했냐니까": 거짓말, not 말과 다른 행동).
 */
function inTheirWord(found: FoundSubject, later: readonly string[]): FoundSubject {
  for (const text of later) {
    const again = found.subject.find(text);
    if (again && again.noun !== found.noun && text.includes(again.noun)) {
      return { ...found, noun: again.noun };
    }
  }
  return found;
}

/** Reflections that name any subject (its own come first). */
const NAMED_REFLECTIONS: readonly ((n: string) => string)[] = [
  (n) => `${josa(n, '이/가')} 요즘 마음에 크게 걸려 있구나.`,
  (n) => `${n} 얘기를 꺼내기까지 혼자 많이 고민했겠다.`,
  (n) => `${n} 때문에 마음이 계속 그쪽으로 쓰였겠다.`,
];

const NAMED_QUESTIONS: readonly ((n: string) => string)[] = [
  (n) => `${n} 때문에 제일 마음이 상했던 건 어떤 순간이었어?`,
  (n) => `${n} 얘기를 꺼냈을 때 상대는 뭐라고 했어?`,
];

/** A topic that names `noun`: the questions and reflections say it, the suggestions fit it. */
export function namedTopic(
  noun: string,
  options: {
    id: string;
    keyword: string;
    base?: Topic;
    reflections?: readonly ((n: string) => string)[];
    questions?: readonly ((n: string) => string)[];
    suggestions?: Topic['suggestions'];
  },
): Topic {
  const own = (lines: readonly ((n: string) => string)[] | undefined) =>
    (lines ?? []).map((line) => line(noun));
  return {
    id: options.id,
    keyword: options.keyword,
    noun,
    strong: /(?!)/,
    reflections: [...own(options.reflections), ...own(NAMED_REFLECTIONS)],
    questions: [
      ...own(options.questions),
      ...own(NAMED_QUESTIONS),
      ...(options.base?.questions ?? []),
    ],
    suggestions: options.suggestions ?? options.base?.suggestions ?? [],
  };
}

/** The topic 담이 talks about for a found subject. */
export function subjectTopic(found: FoundSubject): Topic {
  const { subject, noun } = found;
  const base = topicById(subject.topic);
  return namedTopic(noun, {
    id: base?.id ?? subject.topic,
    keyword: subject.keyword ?? base?.keyword ?? noun,
    base,
    reflections: subject.reflections,
    questions: subject.questions,
    suggestions: subject.suggestions,
  });
}

const GENERIC_TAIL = /\s?(문제|일|이야기|고민|관계|연애)$/;

/** The first word of a topic's name, its generic tail taken off (돈 of 돈 문제, 같이 of 같이 사는 일). */
export function coreOf(name: string): string {
  return name.replace(GENERIC_TAIL, '').split(/[·\s]/)[0] ?? '';
}

/**
 * The word of the member's that made the model read `topic` (카톡 for 연락), when it is a plain
 * noun 담이 can say back; null for a hint such as "주말에 또".
 */
export function cueNoun(topic: Topic, texts: readonly string[]): string | null {
  for (const text of texts) {
    for (const m of text.matchAll(new RegExp(topic.strong.source, 'gi'))) {
      if (/^[가-힣]{2,5}$/.test(m[0])) return m[0];
    }
  }
  return null;
}

/**
 * "같이 산 지 1년인데", "사귄 지 3년 차인데": a clause that says only how long they have been
 * together. It is the background, not the worry: the words in it ground no topic.
 */
const HOW_LONG =
  /(같이\s?)?(산|살아\s?온|사귄|만난|연애한|결혼한|동거한|함께한)\s?지\s?[0-9한두세네다섯여섯일곱여덟아홉열\s]*(년|개월|달|주|일)\s?(반\s?)?(째|차)?\s?(정도|쯤)?\s?(인데|는데|됐는데|되었는데|넘었는데|지만|이고|고)?/g;

/**
 * Whether the member's own words carry `topic`'s name (its first word: 돈 of 돈 문제, 연락): a
 * topic the model only guessed from hints is not put in the member's mouth unless they said it.
 */
export function isGrounded(topic: Topic, texts: readonly string[]): boolean {
  const said = texts.map((text) => text.replace(HOW_LONG, ' ')).join(' ');
  return [topic.noun, topic.keyword].some((name) => {
    const core = coreOf(name);
    return core.length > 0 && said.includes(core);
  });
}

/** Each topic's name and the core the member must have written for 담이 to say it. */
const TERMS: ReadonlyArray<{ term: string; core: string }> = TOPICS.flatMap((t) =>
  [t.noun, t.keyword].map((term) => ({
    term,
    core: coreOf(term),
  })),
);

/** Whether `line` says a topic's name the member never wrote (and that is not `noun` itself). */
export function attributes(line: string, said: string, noun: string): boolean {
  return TERMS.some(
    ({ term, core }) =>
      core.length > 0 &&
      line.includes(core) &&
      !said.includes(core) &&
      !noun.includes(core) &&
      line.includes(term.split(/\s/)[0] ?? term),
  );
}

/**
 * `topic` as 담이 may say it to this member: its lines that would put a topic word in the
 * member's mouth are left out, and lines that name the topic by its noun are added.
 */
export function inOwnWords(topic: Topic, texts: readonly string[]): Topic {
  const said = texts.join(' ');
  const keep = (lines: readonly string[]) => lines.filter((l) => !attributes(l, said, topic.noun));
  const n = topic.noun;
  const reflections = keep(topic.reflections);
  const questions = keep(topic.questions);
  const named = (lines: readonly string[], extra: readonly ((n: string) => string)[]) =>
    lines.some((l) => l.includes(n)) ? lines : [...lines, ...extra.map((line) => line(n))];
  return {
    ...topic,
    reflections: named(reflections, NAMED_REFLECTIONS),
    questions: questions.length > 0 ? questions : NAMED_QUESTIONS.map((line) => line(n)),
  };
}
