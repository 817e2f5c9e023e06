import { CONFIRMS, planAt } from './context';
import { type CueHit, cuesIn } from './cues';
import { partnerAtPlace, suicideFrame } from './frame';
import { withoutIdioms } from './idioms';
import { normalize } from './normalize';
import {
  ACCIDENT,
  FEAR,
  HARM,
  KIND_RULES,
  KITCHEN,
  MEDIA,
  MUTUAL,
  PETS,
  PLAY,
  type Rule,
  SUICIDE_RULES,
} from './rules';
import { RISK_ORDER, type RiskKind } from './types';

/**
 * Which risk a member's message signals (DESIGN 6, issue 21): the kind rules and the suicide cue
 * families. `assess.ts` grades their finding with the weak signs (issue 35).
 */

/** How many of the member's earlier messages can carry a risk on into the current one. */
const CONTEXT_MESSAGES = 3;

/** Victim wording that keeps a topic noun firing even in a message about the news or a film. */
const VICTIM =
  /(당했|당하고|당하는중|당하는거|당해서|당한거같|당한것같|당하는것같|피해자야|피해를입)/;

/** A dream or nightmare being told. */
const DREAM = /(꿈|악몽)(을|에서|속|꿨|꾼|이었|였어)|꿈꿨/;

/** Cheerful wording that makes a photo story harmless (귀여워서 간직 중). */
const FONDLY =
  /(귀여|귀엽|감동|고마|좋아|예쁘|잘나왔|잘나옴|잘나와|잘찍|설레|브이로그|유튜브|조회수|구독|릴스|틱톡|추억|대박|편집|웃었|웃겨|재밌|재미있)/;

/** A story told about a film, the news or a game (드라마에서 주인공이 뛰어내리는 장면). */
const STORY =
  /(장면|기사|내용|주인공|줄거리|소식|사건|보도|역할|캐릭터|특공|에서는|나오는|나와서|나왔)/;

/** The member's own voice in a message about a story (드라마 보다가 나도 죽고 싶어졌어). */
const OWN_VOICE = /(나도|나는|내가|난|저도|저는|제가)/;

/** A joke or banter named as such (농담하길래, 장난으로), not denied (농담 같지 않아). */
const JOKE = /(농담|장난)(하|으로|이라|삼아|치|친|처럼|인거)(?!.{0,4}(아니|아냐|같지않|아닌))/;
const LAUGH = /ㅋㅋ|ㅎㅎ/;
/** A baby or a small child who hits (아기가 내 얼굴 때리면서 웃어 ㅋㅋ), told fondly. */
const BABY = /(아기|애기|조카|아가)(가|는)(내|나를|날|엄마|아빠)?.{0,8}(때리|때렸|때려|차|찼|꼬집)/;
const FOND = /(ㅋㅋ|ㅎㅎ|귀여|귀엽|웃어|웃었|웃으면서|사랑스)/;
/** Signs that a threat was meant or reported (which keep it a threat despite a laugh). */
const MEANT = /(무서|소름|진심|겁|떨려|칼|협박|대$|대ㅋ|다고|래|문자|카톡|했어|했대|보냈)/;

export interface Reading {
  /** The text as typed, NFC and lower case (laughter and ♡ are read on it). */
  typed: string;
  compact: string;
  spaced: string;
  /** The compact form before idioms were cut (guards read it). */
  raw: string;
  media: boolean;
  /** Told as a dream (목 졸리는 꿈 꿨어): only suicide rules still fire. */
  dream: boolean;
  /** The suicide cues of `compact`, found once (`cuesOf`). */
  cues?: CueHit[];
}

/** The suicide cues of a reading (found on first use, then kept). */
export function cuesOf(reading: Reading): CueHit[] {
  reading.cues ??= cuesIn(reading.compact, reading.raw);
  return reading.cues;
}

export function read(text: string): Reading {
  const { compact: raw, spaced } = normalize(text);
  const media = MEDIA.test(raw) && !VICTIM.test(raw);
  const typed = text.normalize('NFC').toLowerCase();
  return { typed, compact: withoutIdioms(raw), spaced, raw, media, dream: DREAM.test(raw) };
}

/** Where `rule` matches `reading` (index in the compact form; 0 for English), or -1. */
function matchAt(rule: Rule, reading: Reading): number {
  if (rule.topic && reading.media) return -1;
  if (rule.english) return rule.re.test(reading.spaced) ? 0 : -1;
  const match = rule.re.exec(reading.compact);
  return match ? match.index : -1;
}

/** A film, news or game story retold, with no word of the member's own. */
function retold(reading: Reading): boolean {
  return MEDIA.test(reading.raw) && STORY.test(reading.raw) && !OWN_VOICE.test(reading.raw);
}

function suicideKinds(reading: Reading, fired: Set<RiskKind>, earlier: readonly string[]): void {
  if (retold(reading)) return;
  const planned = planAt(cuesOf(reading), earlier);
  if (planned >= 0) fired.add(suicideFrame(reading.compact, planned));
  for (const rule of SUICIDE_RULES) {
    const at = matchAt(rule, reading);
    if (at < 0) continue;
    if (rule.english) {
      const other =
        /\b(he|she|they|my (boy|girl)friend|my partner|my bf|my gf|my husband|my wife|my friend)\b/;
      const threat = /\bif i (leave|break up|go)\b/.test(reading.spaced);
      fired.add(
        threat
          ? 'THREAT'
          : other.test(reading.spaced) && !/\bmyself\b/.test(reading.spaced)
            ? 'PARTNER_AT_RISK'
            : 'SELF_HARM',
      );
    } else {
      fired.add(suicideFrame(reading.compact, at));
    }
  }
  if (partnerAtPlace(reading.compact)) fired.add('PARTNER_AT_RISK');
}

/** People whose errands bring them to the door every day (택배 아저씨가 맨날 집 앞에 와 ㅋㅋ). */
const ERRANDS =
  /(택배|배달|배민|쿠팡|기사님|집배원|우체부|우편|경비|관리실|관리소|청소|셔틀|통학|학원차)/;

/** A game being played: 죽이다 and 때리다 are moves in it (게임에서 나 죽이고 놀렸어). */
const GAMES = /(게임|롤|배그|오버워치|발로란트|피파|보드게임|마피아|카트|서든|롤토체스|스팀)/;

/** Fear that makes a game's words real (게임 얘기하다가 진짜로 칼 들었어 무서워). */
const GAME_FEAR = /(무서|소름|겁|진짜로|현실|협박|칼|맞았|때렸어진짜)/;

function silenced(kind: RiskKind, rule: Rule, reading: Reading): boolean {
  const { raw } = reading;
  if (reading.dream) return true;
  if (rule.bodily && ACCIDENT.test(raw)) return true;
  if (
    rule.knife &&
    KITCHEN.test(raw) &&
    !/(나한테|나를|날|위협|협박|휘두|겨누|찌르|찔러)/.test(raw)
  )
    return true;
  if (
    kind === 'THREAT' &&
    !FEAR.test(raw) &&
    (JOKE.test(raw) || (LAUGH.test(raw) && !MEANT.test(raw)))
  )
    return true;
  if (rule.follow && PETS.test(raw)) return true;
  if (kind === 'STALKING' && ERRANDS.test(raw) && !FEAR.test(raw)) return true;
  if ((kind === 'THREAT' || kind === 'VIOLENCE') && GAMES.test(raw) && !GAME_FEAR.test(raw)) {
    return true;
  }
  if (retold(reading) && !VICTIM.test(raw)) return true;
  if (rule.location && MUTUAL.test(raw) && !FEAR.test(raw)) return true;
  if (kind === 'VIOLENCE' && PLAY.test(raw) && !HARM.test(raw)) return true;
  if (kind === 'VIOLENCE' && BABY.test(raw) && FOND.test(raw) && !HARM.test(raw)) return true;
  if (kind === 'CONTROL' && PLAY.test(raw) && !FEAR.test(raw)) return true;
  if (
    kind === 'IMAGE' &&
    FONDLY.test(raw) &&
    !/(무서|소름|싫|허락없이|협박|삭제|지워|뿌|유포|유출)/.test(raw)
  )
    return true;
  return false;
}

/**
 * Every kind the message signals: alone, or (for suicide cues only) with the cue families of the
 * member's `earlier` messages, which complete a cue of this one but never fire on their own.
 */
export function riskKinds(text: string | Reading, earlier: readonly string[] = []): Set<RiskKind> {
  const reading = typeof text === 'string' ? read(text) : text;
  const fired = new Set<RiskKind>();
  suicideKinds(reading, fired, earlier);
  const generic: RiskKind[] = [];
  for (const [kind, rules] of Object.entries(KIND_RULES) as [RiskKind, readonly Rule[]][]) {
    for (const rule of rules) {
      if (matchAt(rule, reading) < 0 || silenced(kind, rule, reading)) continue;
      if (rule.generic) generic.push(kind);
      else fired.add(kind);
    }
  }
  const specific = ['SEXUAL', 'IMAGE', 'STALKING', 'CONTROL'].some((kind) =>
    fired.has(kind as RiskKind),
  );
  if (!specific) for (const kind of generic) fired.add(kind);
  return fired;
}

/** The most urgent of `kinds` (RISK_ORDER), or null. */
function mostUrgent(kinds: ReadonlySet<RiskKind>): RiskKind | null {
  return RISK_ORDER.find((kind) => kinds.has(kind)) ?? null;
}

/**
 * Which risk the message signals, if any (the most urgent kind). `recent` are the member's
 * earlier messages in the room, newest last: a plan spread over messages ("약 다 챙겨놨어" …
 * "오늘 밤에") is read across the last few, and a short follow-up ("진심이야", "오늘 밤에") to a risky
 * message keeps its kind. An earlier message never makes a harmless new one risky on its own: the
 * new one must hold a sign itself.
 */
export function classifyRisk(
  text: string | Reading,
  recent: readonly string[] = [],
): RiskKind | null {
  const reading = typeof text === 'string' ? read(text) : text;
  const earlier = recent.slice(-CONTEXT_MESSAGES);
  const own = mostUrgent(
    riskKinds(
      reading,
      earlier.map((message) => read(message).compact),
    ),
  );
  if (own) return own;
  if (earlier.length === 0) return null;
  const current = reading.compact;
  if (!CONFIRMS.test(current)) return null;
  for (const message of [...earlier].reverse()) {
    const kind = mostUrgent(riskKinds(message));
    if (kind) return kind;
  }
  return null;
}
