import { endingOf } from '../korean';

/**
 * The member's own key phrase, when no subject or topic fits (issue 35): the noun the message is
 * about, as the member wrote it, with its particle taken off only when the particle agrees with the
 * noun's last syllable (꿈을 → 꿈, 요리를 → 요리, but never 마을 → 마). 내 becomes 네 (내 꿈 → 네 꿈),
 * so 담이 can say "네 꿈 이야기구나" whole and grammatical; null when nothing fits.
 */

/** Words that are never what a worry is about (people, time, filler, the talk itself). */
const NOT_A_SUBJECT = new Set(
  (
    '남친 여친 남자친구 여자친구 남편 아내 와이프 애인 오빠 언니 형 누나 걔 그 사람 상대 자기 ' +
    '나 내 저 제 너 우리 저희 얘 쟤 이거 그거 저거 이것 그것 뭐 누구 ' +
    '오늘 어제 내일 요즘 요새 맨날 항상 계속 자꾸 진짜 너무 정말 그냥 좀 다 또 처음 ' +
    '시간 말 얘기 이야기 생각 마음 기분 느낌 사람 거 것 때 일 문제 사이 관계 연애 이유 정도 ' +
    '한 번 하루 매일 매번 주말 평일 저녁 아침 밤 새벽 연락 전화 카톡 답 만남 ' +
    '네 너 그건 이건 저건 그게 이게 뭔가 거기 여기 저기 다음 이번 지난번 그날 어디 무슨 아무 본인'
  ).split(' '),
);

/** Nouns ending in 이 that would lose a syllable if 이 were read as a particle. */
const ENDS_IN_I =
  /(고양|원숭|어린|돼|나|아|사|차|놀|오|길|넓|높|깊|끗|용|천|직|긋|같|실|까|많|없|굳|헛|틈틈)$/;

/** A verb, not a noun with 가: 들어가, 나가, 올라가, 따라가 … */
const GOES = /(어|아|와|워|러|나|들어|올라|내려|따라|찾아|데려)가$/;

const PARTICLES: ReadonlyArray<readonly [RegExp, 'consonant' | 'vowel' | 'any']> = [
  [/^(.+)을$/, 'consonant'],
  [/^(.+)를$/, 'vowel'],
  [/^(.+)이$/, 'consonant'],
  [/^(.+)가$/, 'vowel'],
  [/^(.+)(때문에|때문이야|얘기|이야기|문제로|문제)$/, 'any'],
];

/** Words that say what comes before them is what the worry is about. */
const ABOUT =
  /^(때문에|때문이야|때문인|문제|문제가|문제로|문제야|얘기|이야기)(만|도|는|가|를|로)?$/;

/** "운전할 때", "공부하는 동안": the noun of a 하다 verb before a word of time. */
const DOING = /^([가-힣]{2,4})(할|하는|할\s?때)$/;
const WHEN = /^(때|때마다|동안|때는|때도)$/;

/** The bare noun of a word with a particle (꿈을 → 꿈), or null. */
function nounOf(word: string): string | null {
  if (GOES.test(word)) return null;
  for (const [pattern, needs] of PARTICLES) {
    const m = word.match(pattern);
    if (!m) continue;
    const noun = m[1]!;
    // Nominalised verbs (타기, 먹기) are not what a worry is about.
    if (!/^[가-힣]{1,6}$/.test(noun) || /[^얘아]기$/.test(noun)) return null;
    if (needs === 'any') return noun;
    const ending = endingOf(noun);
    const closed = ending === 'consonant' || ending === 'rieul';
    if ((needs === 'consonant') !== closed) return null;
    if (needs === 'consonant' && pattern.source.includes('이') && ENDS_IN_I.test(noun)) return null;
    return noun;
  }
  return null;
}

/** A word that can stand before a noun as part of it (생활 리듬, 머리 스타일): a bare noun. */
function modifies(word: string): boolean {
  if (!/^[가-힣]{2,4}$/.test(word) || NOT_A_SUBJECT.has(word)) return false;
  // Verb and adjective forms (해 준, 좋은, 하는, 했던, 같이) do not make a compound noun.
  return !/(는|은|던|한|할|된|될|인|운|준|간|온|본|진|린|난|친|같이|하게|히|고|서|면|게|도|만|까지|처럼|보다|에|에서|한테|랑|하고|과|와|의|이|가|을|를|은)$/.test(
    word,
  );
}

/** The key phrase of `text`, or null. */
export function keyPhrase(text: string): string | null {
  return markedPhrase(text)?.phrase ?? null;
}

/**
 * The key phrase and whether the member marked it as what the worry is about ("정치 얘기만 하면",
 * "이사 문제 때문에"): a marked phrase outweighs a broad topic such as 다툼.
 */
export function markedPhrase(text: string): { phrase: string; marked: boolean } | null {
  const words = text
    // Someone else's words in quotes are not the member's subject.
    .replace(/"[^"]*"|“[^”]*”|'[^']*'|‘[^’]*’|「[^」]*」/g, ' ')
    .replace(/["'“”‘’「」(){}[\]]/g, ' ')
    .split(/[\s,.!?~…]+/)
    .filter(Boolean);
  for (const [j, word] of words.entries()) {
    // "이사 문제 때문에", "돈 얘기": the word before a standalone 문제 / 얘기 / 때문에 is the noun.
    const standalone = ABOUT.test(word) && j > 0 && modifies(words[j - 1]!);
    const doing = !standalone && WHEN.test(words[j + 1] ?? '') ? word.match(DOING)?.[1] : undefined;
    const i = standalone ? j - 1 : j;
    const noun = standalone ? words[i]! : (doing ?? nounOf(word));
    if (!noun || NOT_A_SUBJECT.has(noun)) continue;
    const parts = [noun];
    const before = words[i - 1];
    if (before && modifies(before)) parts.unshift(before);
    const owner = words[i - parts.length];
    if (owner === '내' || owner === '나의') parts.unshift('네');
    else if (owner === '우리') parts.unshift('너희');
    const phrase = parts.join(' ');
    if (phrase.length < 2) continue;
    return { phrase, marked: standalone || doing !== undefined };
  }
  return null;
}
