/**
 * The graded safety response (issue 35, decision 0073): between nothing and safety mode, the
 * check-in. `signsIn` finds the weak signs of `signs.ts` and the suicide cues that did not add up
 * to a plan (one farewell, one means, a place); `laughedOff` reads hyperbole marked by laughter
 * or affection (시험 망해서 죽고 싶다ㅋㅋ). Every finding names its rule.
 */
import type { Cue } from './cues';
import { cuesOf, type Reading } from './detect';
import { suicideFrame } from './frame';
import { MEDIA } from './guards';
import { MEANS_USE, SIGN_KIND, SIGN_RULES, type SignTopic } from './signs';
import type { RiskKind } from './types';

/** A weak sign found in a message: the rule that found it, what it is about and its kind. */
export interface CheckInSign {
  /** The rule's id (`goodbye-words`, `cue:MEANS`, `laughed-wish` …): the decision names it. */
  rule: string;
  topic: SignTopic;
  /** The kind of safety mode a "yes" (or an unclear answer) enters. */
  kind: RiskKind;
  grade: 'ASK' | 'SAFETY';
}

/** Laughter and affection markers, read on the text as typed (♡ is not in the compact form). */
const LAUGHTER = /[ㅋㅎ]{2,}|ㅋ$|[♡♥❤💕😂🤣😆😝]|\^\^|lol/u;
/** Said to be meant (a laugh does not soften it). */
const MEANT = /(진심|진짜로|농담아니|농담아냐|장난아니|장난아냐|진지하게|정말로|아니진짜)/;
/** Means, places and acts that a laugh never softens. */
const HARD =
  /(약|수면제|번개탄|갈탄|착화탄|밧줄|끈|칼|뛰어내|투신|목매|목을|옥상|한강|다리|난간|유서|손목|자해|그었|긋|피가|오늘밤|새벽에|방법)/;
/** Families that a laugh can soften: a wish, weariness, wanting to stop. */
const SOFT: ReadonlySet<Cue> = new Set<Cue>(['WISH', 'WEARY', 'STOP', 'END']);

/** Plainly trivial causes: hunger, sleep, heat (배고파서 사라지고 싶다) — out even without a laugh. */
const BODILY = /(배고|배가고|졸려|졸리|잠와|더워|추워|덥다|춥다|배불러|피곤해서)/;
/**
 * Everyday troubles that a laugh turns into hyperbole (시험 망해서 죽고 싶다ㅋㅋ); without a laugh
 * they are asked about (an exam can be a real crisis).
 */
const EVERYDAY =
  /(시험|과제|숙제|출근|월요일|야근|발표|공부|지각|늦잠|알람|게임|다이어트|창피|부끄|쪽팔|민망)/;
/**
 * Affection and money that only a laugh makes hyperbole (너 없으면 나 죽어ㅎㅎ); without a laugh the
 * risk stands.
 */
const FONDNESS =
  /(너없으면|자기없으면|니가없으면|네가없으면|너없인|좋아서|귀여|귀엽|설레|보고싶어서|주식|코인|로또|카드값|응원팀)/;

/** A message as the classifier read it (`read` in detect.ts), with its cues. */
export type SignReading = Reading;

/**
 * Suicide cue families that, alone, are a sign to ask about: not weariness, a time or a place
 * alone (창문 밖에 비 온다, 자꾸 생각나: places are asked about by the `place-looking` rule).
 */
const ASKED_CUES: ReadonlySet<Cue> = new Set<Cue>([
  'GOING',
  'MEANS',
  'FAREWELL',
  'STOP',
  'END',
  'RELIEF',
]);
/** A lone cue that a story, a doctor's word or an errand explains. */
const LONE_EXPLAINED: Partial<Record<Cue, RegExp>> = {
  MEANS: new RegExp(`${MEANS_USE.source.slice(0, -1)}|병원|약사|의사|처방|안된대|안돼|먹으면안)`),
  RELIEF: /(병원|약사|의사|처방|안된대|안돼|먹으면안)/,
  FAREWELL:
    /(톤|말해달라|부탁|하나만|질문|추천|물어|ㅋㅋ|ㅎㅎ|서프라이즈|깜짝|남친|여친|남자친구|여자친구|애인|가방|사랑해|^(나도|응|어|네|그래|ㅇㅇ|반가워|담이야|담아)?(안녕|안뇽|하이|ㅎㅇ))/,
};
const CUE_TOPIC: Partial<Record<Cue, SignTopic>> = {
  GOING: 'PLACE',
  PLACE: 'PLACE',
  MEANS: 'MEANS',
  RELIEF: 'MEANS',
  FAREWELL: 'FAREWELL',
};

/** How hyperbole reads: `out` (no sign at all), `ask` (a check-in), or null (not hyperbole). */
export function laughedOff(reading: SignReading): 'out' | 'ask' | null {
  const { raw, compact: cut, typed } = reading;
  if (MEANT.test(raw) || HARD.test(cut)) return null;
  if (cuesOf(reading).some((hit) => !SOFT.has(hit.cue))) return null;
  if (BODILY.test(raw)) return 'out';
  if (!LAUGHTER.test(typed)) return EVERYDAY.test(raw) ? 'ask' : null;
  return EVERYDAY.test(raw) || FONDNESS.test(raw) ? 'out' : 'ask';
}

function kindOf(topic: SignTopic, compact: string, index: number): RiskKind {
  const kind = SIGN_KIND[topic];
  if (kind !== 'SELF_HARM') return kind;
  const frame = suicideFrame(compact, index);
  return frame === 'THREAT' ? 'SELF_HARM' : frame;
}

/** The signs of `signs.ts` in a message, most severe (SAFETY) first. */
export function signsIn(reading: SignReading): CheckInSign[] {
  const { raw, compact } = reading;
  const found: CheckInSign[] = [];
  for (const rule of SIGN_RULES) {
    const match = rule.re.exec(compact);
    if (!match || rule.unless?.test(raw)) continue;
    found.push({
      rule: rule.id,
      topic: rule.topic,
      kind: kindOf(rule.topic, compact, match.index),
      grade: rule.grade,
    });
  }
  return found.sort((a, b) => (a.grade === b.grade ? 0 : a.grade === 'SAFETY' ? -1 : 1));
}

/** A suicide cue alone (one farewell, a means, a place) that did not make a plan. */
export function loneCue(reading: SignReading): CheckInSign | null {
  const { raw, compact } = reading;
  if (MEDIA.test(raw)) return null;
  const hit = cuesOf(reading).find(
    (h) => ASKED_CUES.has(h.cue) && !LONE_EXPLAINED[h.cue]?.test(raw),
  );
  if (!hit) return null;
  const topic = CUE_TOPIC[hit.cue] ?? 'WISH';
  return { rule: `cue:${hit.cue}`, topic, kind: kindOf(topic, compact, hit.index), grade: 'ASK' };
}
