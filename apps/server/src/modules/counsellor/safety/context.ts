/**
 * Risk that spans messages or hides in weak signs. Alone, "약 다 챙겨놨어" or "오늘 밤에" or
 * "그동안 고마웠어" is not enough; together (in one message or across the member's last few)
 * they are a plan.
 */

/** A kind of weak sign of suicide risk. */
type Cue = 'MEANS' | 'TIME' | 'FAREWELL' | 'HOPELESS';

const CUES: Readonly<Record<Cue, RegExp>> = {
  MEANS:
    /(약|수면제|안정제|진통제|알약|타이레놀)(을|를|들|도)?(다|잔뜩|많이|충분히|한가득|몇통)?(챙겨|준비|사놨|사뒀|사왔|구해|구했|모아|모았|쌓아)|(끈|밧줄|번개탄|연탄|착화탄|칼|커터|면도날)(을|를|도)?(샀|사놨|사뒀|사왔|준비|구해|구했|챙겼)|(옥상|난간|다리위|대교|한강다리|베란다|창문)(에|위에|앞에|위)?(올라|와있|서있|왔어|있어|나왔|나와있|매달|걸터)/,
  TIME: /오늘밤|오늘새벽|이따(가)?밤|새벽에|오늘할|지금할|지금갈|이제할|오늘이마지막|곧할|결심(했|섰|이섰)|결정했|날짜(를|도)?(정|잡)|날(을)?(정했|잡았)|준비(다|는|가)?(했|됐|끝)|더는안기다|지금이야|이제(갈|할|끝)/,
  FAREWELL:
    /그동안(고마웠|미안했|즐거웠)|다들(고마웠|미안했|잘지내)|마지막(인사|으로(말|하고싶|인사|고마|연락|보고))|잘있어|잘지내(라|요)?안녕|먼저(갈게|떠날|간다)|조용히(떠나|사라지|가려)|멀리(떠나려|떠날|가려고)|다정리(했|하고|해놨|하는중|하려)|신변정리|물건(다|들)?(정리|나눠|줘버)|내가없어도(잘|행복)|나없어도(잘|행복)|세상잘돌아가|잊어줘|찾지마/,
  HOPELESS:
    /못버티|버틸수없|버틸힘|희망이없|희망없|의미가없|의미없|아무의미|다지쳤|지쳤어다|내가짐|짐이되|짐같|살아서뭐|쓸모없|필요없는사람|아무도날|아무도나를|끝이안보|방법이없|벗어날수없|숨막혀죽|사는게지옥|하루하루가지옥/,
};

/** Pairs of weak signs that together read as a plan (one of them in the current message). */
const PAIRS: readonly (readonly [Cue, Cue])[] = [
  ['MEANS', 'TIME'],
  ['MEANS', 'HOPELESS'],
  ['MEANS', 'FAREWELL'],
  ['FAREWELL', 'HOPELESS'],
  ['FAREWELL', 'TIME'],
];

/** Which weak signs a compact message holds, and how many farewells. */
export function cuesOf(compact: string): { cues: Set<Cue>; farewells: number } {
  const cues = new Set<Cue>();
  for (const [cue, re] of Object.entries(CUES) as [Cue, RegExp][])
    if (re.test(compact)) cues.add(cue);
  const farewells = new RegExp(CUES.FAREWELL.source, 'g');
  return { cues, farewells: compact.match(farewells)?.length ?? 0 };
}

/**
 * Whether the current message's weak signs, together with its own or the earlier messages' weak
 * signs, make a plan. The current message must hold a sign itself: an earlier message alone never
 * makes a new one risky.
 */
export function plansAcross(current: string, earlier: readonly string[]): boolean {
  const now = cuesOf(current);
  if (now.cues.size === 0) return false;
  if (now.farewells >= 2) return true;
  const all = new Set(now.cues);
  for (const text of earlier) for (const cue of cuesOf(text).cues) all.add(cue);
  return PAIRS.some(([a, b]) => all.has(a) && all.has(b) && (now.cues.has(a) || now.cues.has(b)));
}

/** A short follow-up that carries an earlier risk on: a time, a plan, "진심이야", "응". */
export const CONFIRMS =
  /^(응|ㅇㅇ|어|웅|그래|맞아|진심|진짜야|진짜로|정말이야|농담아니|장난아니|장난아냐|농담아냐)|진심이야|진짜야|농담아니|장난아니|오늘밤|오늘새벽|이따가|지금할|지금갈|결심|준비(다|는)?(했|됐)/;
