/**
 * Suicide-risk cues found in a message and composed (issue 21): `cuesIn` finds the families of
 * cue-rules.ts in a compact message, `composeSelfHarm` decides which families fire together.
 */
import { CUE_RULES, type Cue } from './cue-rules';

export type { Cue } from './cue-rules';

/** One cue found in a message: its family and where it starts in the compact form. */
export interface CueHit {
  cue: Cue;
  index: number;
}

/** A subject other than the member right before a disappearing wish (걔 그냥, 이 걱정이, 여드름 다). */
const OTHER_SUBJECT =
  /((?<!내|나|저|제)[가이]|(?<!나|저)[은는]|(?<!나|저)도|걔|얘|그사람|그새끼|그놈|전남친|전여친|여드름|뱃살|걱정|고민|스트레스|감정|기억|흉터|두통|통증|생각|빚|문제|숙제|과제|시험|월요일|출근)(그냥|차라리|다|좀|제발|빨리|싹|전부|내인생에서|내눈앞에서|눈앞에서|세상에서|이세상에서)*$/;
const OWN_SUBJECT =
  /(내가|나는|난|나도|제가|저는|나|나하나)(그냥|차라리|다|좀|제발|확|걍|이세상에서|세상에서)*$/;

/** Whether a disappearing wish at `index` is about something or someone other than the member. */
function aboutOther(compact: string, index: number): boolean {
  const before = compact.slice(Math.max(0, index - 12), index);
  if (OWN_SUBJECT.test(before)) return false;
  return OTHER_SUBJECT.test(before);
}

/** Each cue rule's pattern made global once (matchAll needs the flag; compiling is not free). */
const GLOBAL_RULES = CUE_RULES.map((rule) => ({ rule, global: new RegExp(rule.re.source, 'g') }));

/** The cues a compact message holds (`raw`: the form before idioms were cut, read by guards). */
export function cuesIn(compact: string, raw: string = compact): CueHit[] {
  const hits: CueHit[] = [];
  for (const { rule, global } of GLOBAL_RULES) {
    if (rule.unless?.test(raw)) continue;
    for (const match of compact.matchAll(global)) {
      if (rule.own && aboutOther(compact, match.index)) continue;
      hits.push({ cue: rule.cue, index: match.index });
      // Only farewells count twice (오늘이 마지막이야, 다들 고마웠어).
      if (rule.cue !== 'FAREWELL') break;
    }
  }
  return hits;
}

/** Which families fire with which (the first fires when any of the second is there). */
const JOINS: Readonly<Partial<Record<Cue, readonly Cue[]>>> = {
  GOING: ['TIME', 'WISH', 'FAREWELL', 'WEARY', 'STOP', 'END', 'MEANS', 'RELIEF', 'ATTRACT'],
  MEANS: [
    'WISH',
    'GOING',
    'STAND',
    'PLACE',
    'FAREWELL',
    'WEARY',
    'STOP',
    'END',
    'ATTRACT',
    'RELIEF',
    'TIME',
  ],
  PLACE: ['WISH', 'MEANS', 'FAREWELL', 'WEARY', 'STOP', 'END', 'ATTRACT', 'RELIEF'],
  FAREWELL: ['GOING', 'WISH', 'STAND', 'MEANS', 'PLACE', 'WEARY', 'STOP', 'END', 'TIME', 'RELIEF'],
  WEARY: ['STOP', 'END', 'FAREWELL', 'MEANS', 'PLACE', 'RELIEF'],
  STOP: ['WEARY', 'END', 'FAREWELL', 'MEANS', 'PLACE'],
  END: ['WEARY', 'STOP', 'FAREWELL', 'MEANS', 'PLACE'],
};

/** Families that fire alone. */
const ALONE: ReadonlySet<Cue> = new Set<Cue>(['WISH', 'HOARD', 'SEEK', 'STAND']);

/**
 * Where the current message's cues make a suicide risk, given the earlier messages' cue families
 * (the member's last few): the index of the cue that anchors it, or -1. The current message must
 * hold a cue of the firing pair itself; an earlier message alone never makes a new one risky.
 */
export function composeSelfHarm(
  now: readonly CueHit[],
  earlier: ReadonlySet<Cue> = new Set(),
): number {
  if (now.length === 0) return -1;
  const here = new Set(now.map((hit) => hit.cue));
  const farewells = now.filter((hit) => hit.cue === 'FAREWELL').length;
  for (const hit of now) {
    if (ALONE.has(hit.cue)) return hit.index;
    const partners = JOINS[hit.cue] ?? [];
    if (partners.some((cue) => here.has(cue) || earlier.has(cue))) return hit.index;
  }
  // A cue in the current message that only an earlier family completes (오늘 밤에 … 약 다 챙겨놨어).
  for (const hit of now) {
    for (const cue of earlier) if ((JOINS[cue] ?? []).includes(hit.cue)) return hit.index;
  }
  if (farewells >= 2) return now.find((hit) => hit.cue === 'FAREWELL')?.index ?? -1;
  return -1;
}
