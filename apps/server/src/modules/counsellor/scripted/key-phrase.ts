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
    '네 너 그건 이건 저건 그게 이게 뭔가 거기 여기 저기 다음 이번 지난번 그날 어디 무슨 아무 본인 ' +
    '고민 단둘 둘 셋 혼자 서로 나중 때문 진짜로 정말로 처음으로 정도 중간 마지막 대부분 전부 하나 ' +
    '아직 전혀 절대 별로 제대로 잘 더 덜 많이 조금 약간 거의 다시 먼저 빨리 일찍 늦게 같이 원래 ' +
    '이미 벌써 결국 겨우 아예 딱 꼭 막 자주 가끔 늘 갑자기 그만 일단 솔직히 사실 진심 이제 지금 ' +
    '내년 올해 작년 재작년 다음 달 다음주 이번주 연말 연초 ' +
    '아까 방금 한참 몇 며칠 오래 예전 옛날 평소 은근 괜히 나름 완전 엄청 되게 제일 가장 ' +
    '바로 그대로 미리 대충 마구 함부로 제발 혹시 아무리 도대체 그저 오직 마냥 살짝 대놓고 몰래 ' +
    '저번 요번 동안 덕분 와중 오전 오후 점심 ' +
    '억지로 일부러 당장 곧 한번 별 하도 워낙 어쩌다 심지어 게다가 하필 어차피 차라리 드디어 오히려'
  ).split(' '),
);

/**
 * 하다 nouns that say a feeling or the talk itself, not what the worry is about (생각해, 연락해,
 * 미안해); the key phrase never takes them from a verb.
 */
const NOT_A_DOING = new Set(
  (
    '사랑 생각 걱정 미안 부탁 이해 고민 연락 답장 노력 실망 후회 기대 짜증 상처 불안 서운 섭섭 ' +
    '답답 속상 행복 감사 피곤 대화 통화 말씀 확인 설명 부담 긴장 신경 조심 시작 계속 정리 결정 ' +
    '필요 중요 이상 심심 당연 충분 가능 불편 편안 간단 다행 억울 창피 민망 황당 당황 무서 외로 ' +
    '솔직 심각 특별 대단 궁금 싫어 좋아 말 얘기 이야기 대답 표현 반응 행동 상상 인정 포기 무시 ' +
    '집착 의심 질투 참견 간섭 잔소리 거절 약속 동의 반대 상관 관심 고백 만족 축하 응원 ' +
    '사소 소중 평범 완벽 친절 진지 예민 소심 둔감 무심 다정 자상 냉정 차분 조용 깨끗 지저분 어색 뻔뻔'
  ).split(' '),
);

/** Things a worry is often about that are one syllable long (차를 타면, 술이 문제야). */
const ONE_SYLLABLE = new Set('차 술 옷 폰 밥 잠 꿈 빚 키 살'.split(' '));

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

/** The particles that follow a verb form as well as a noun (씻지도, 하기만). */
const AFTER_VERBS_TOO = /^(.+)(까지|부터|처럼|만|도)$/;

/**
 * The looser particles, read only when no 을/를/이/가 noun was found (배달 음식에, 남사친이랑,
 * 야간 근무라): each with the ending its noun must have, tried in order.
 */
const LOOSE_PARTICLES: ReadonlyArray<readonly [RegExp, 'consonant' | 'vowel' | 'any']> = [
  [/^(.+)이랑$/, 'consonant'],
  [/^(.+)랑$/, 'vowel'],
  [/^(.+)이라(서|고|는데|던데|면서|도|니까)?$/, 'consonant'],
  [/^(.+)라(서|고|는데|던데|면서|도|니까)?$/, 'vowel'],
  [/^(.+)으로$/, 'consonant'],
  [/^(.+)로$/, 'any'],
  [/^(.+)(에서|에게|한테|에는|에도|에)$/, 'any'],
  [AFTER_VERBS_TOO, 'any'],
];

/** An ending that makes a word a verb or adverb form, never a bare noun (씻지도, 하기만, 같이). */
const VERB_LIKE =
  /(둬|줘|봐|워|써|돼|놔|꿔|셔|지|게|고|서|면|며|러|려|자|요|데|죠|야|다|까|래|대|재|해|했|된|는|은|던|할|한|간|온|본|진|린|난|운|준|히|기|음)$/;

/** The bare noun of a word with a looser particle, or null. */
function looseNounOf(word: string): string | null {
  for (const [pattern, needs] of LOOSE_PARTICLES) {
    const m = word.match(pattern);
    if (!m) continue;
    const noun = m[1]!;
    if (!/^[가-힣]{2,6}$/.test(noun)) continue;
    // Only 도 / 만 / 까지 … follow a verb form too (씻지도, 하기만); 에, 로, 랑 follow nouns alone
    // (침대에, 레고에), so a noun ending like a verb is kept before them.
    if (pattern === AFTER_VERBS_TOO && VERB_LIKE.test(noun)) continue;
    const ending = endingOf(noun);
    const closed = ending === 'consonant' || ending === 'rieul';
    if (needs === 'consonant' && (!closed || ENDS_IN_I.test(noun))) continue;
    if (needs === 'vowel' && closed) continue;
    // 벽이랑, 벽이라: the 이 belongs to the particle, and 벽 alone is too short to say.
    if (needs === 'vowel' && /이$/.test(noun) && !ENDS_IN_I.test(noun)) {
      const before = endingOf(noun.slice(0, -1));
      if (before === 'consonant' || before === 'rieul') continue;
    }
    // 일에도: a particle left on a short noun.
    if (/에$/.test(noun)) continue;
    // 으로 after a closed syllable other than ㄹ; 로 after an open one or ㄹ.
    if (pattern.source === '^(.+)로$' && ending === 'consonant') continue;
    return noun;
  }
  return null;
}

/** "운동 좀 하래", "교회 안 다니면": a bare noun before 좀 / 안 / 못. */
const BEFORE_VERB = /^(좀|안|못)$/;

/** "이혼하신 걸", "동거하자는데": the noun of a 하다 verb, or null. */
function doingNounOf(word: string): string | null {
  const m = word.match(/^([가-힣]{2,4})(하|해|했|한|할)/);
  if (!m) return null;
  const noun = m[1]!;
  if (NOT_A_DOING.has(noun) || NOT_A_SUBJECT.has(noun) || /[어아히이게지고]$/.test(noun))
    return null;
  return noun;
}

/** A word that can stand before a noun as part of it (생활 리듬, 머리 스타일): a bare noun. */
function modifies(word: string): boolean {
  if (!/^[가-힣]{2,4}$/.test(word) || NOT_A_SUBJECT.has(word)) return false;
  // A verb made a noun (말하기, 먹기) is how, not what.
  if (/(하|되|보|먹|가|오|받|쓰|듣|읽|내|치|두)기$/.test(word)) return false;
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
  const words = wordsOf(text);
  const strict = strictPhrase(words);
  // A one-syllable thing (돈을) only when no pass finds anything longer (레고에 돈을 쏟아부어).
  if (strict && strict.phrase.length >= 2) return strict;
  return (
    doneToPhrase(words) ??
    phraseAt(
      words,
      (word, j) =>
        looseNounOf(word) ?? (BEFORE_VERB.test(words[j + 1] ?? '') && modifies(word) ? word : null),
    ) ??
    phraseAt(words, doingNounOf) ??
    strict
  );
}

/** A verb stem's 는 form: 끊 → 끊는, 만들 → 만드는 (ㄹ falls before 는). */
function adnominal(stem: string): string {
  const last = stem.codePointAt(stem.length - 1)! - 0xac00;
  if (last >= 0 && last < 11172 && last % 28 === 8) {
    return `${stem.slice(0, -1)}${String.fromCodePoint(0xac00 + last - 8)}는`;
  }
  return `${stem}는`;
}

/**
 * "내 말을 자꾸 끊고", "내 연락을 무시하고": what is done to a word that is no subject on its own
 * (말, 연락), said as 담이 says it: 네 말을 끊는 것.
 */
function doneToPhrase(words: readonly string[]): { phrase: string; marked: boolean } | null {
  for (const [j, word] of words.entries()) {
    const m = word.match(/^([가-힣]{1,3})(을|를)$/);
    if (!m || !NOT_A_SUBJECT.has(m[1]!)) continue;
    const verbAt = words.slice(j + 1, j + 3).findIndex((w) => /^[가-힣]{1,4}고$/.test(w));
    if (verbAt < 0) continue;
    const gap = words.slice(j + 1, j + 1 + verbAt);
    if (gap.some((w) => !NOT_A_SUBJECT.has(w) && !/^(안|못)$/.test(w))) continue;
    const verb = words[j + 1 + verbAt]!;
    const stem = verb.slice(0, -1);
    if (/(었|았|였|겠|했|싶|있|없|같)$/.test(stem)) continue;
    const negation = gap.filter((w) => /^(안|못)$/.test(w)).join(' ');
    // Hearing or reading a word is no worry unless it is not done (내 얘기를 듣고 웃기만 해).
    if (!negation && /^(듣|보|읽|받|알|하)$/.test(stem)) continue;
    const owner = words[j - 1] === '내' ? '네 ' : words[j - 1] === '우리' ? '너희 ' : '';
    const done = `${negation ? `${negation} ` : ''}${adnominal(stem)}`;
    return { phrase: `${owner}${word} ${done} 것`, marked: false };
  }
  return null;
}

/** The member's words, quotes and punctuation taken out. */
function wordsOf(text: string): string[] {
  return (
    text
      // Someone else's words in quotes are not the member's subject.
      .replace(/"[^"]*"|“[^”]*”|'[^']*'|‘[^’]*’|「[^」]*」/g, ' ')
      .replace(/["'“”‘’「」(){}[\]]/g, ' ')
      .split(/[\s,.!?~…]+/)
      .filter(Boolean)
      .flatMap(spacedOut)
  );
}

/** Who a message is usually about, as the first word of an unspaced message (남친이…). */
const WHO_FIRST =
  /^(남친|여친|남편|아내|와이프|애인|남자친구|여자친구|오빠|자기)(이|가|은|는|도|의)?(?=[가-힣]{2,})/;

/**
 * A long run typed without spaces ("남친이넷플릭스로같이보던드라마를혼자…"), cut where a word
 * surely ends: after the person it opens with, after 을/를, and after 로 / 던 / 한테 / 랑 / 에 when
 * more follows. Rough, and only for runs of ten syllables or more; spaced text is left alone.
 */
function spacedOut(word: string): string[] {
  if (!/^[가-힣]{10,}$/.test(word)) return [word];
  return word
    .replace(WHO_FIRST, '$1$2 ')
    .replace(/(을|를|로|던|한테|랑|(?<=[가-힣])에)(?=[가-힣]{2,})/g, '$1 ')
    .split(' ');
}

/** The member's own noun with its modifier and owner (네 꿈, 생활 리듬), as 담이 says it. */
function phraseOf(words: readonly string[], i: number, noun: string): string {
  const parts = [noun];
  const before = words[i - 1];
  if (before && modifies(before)) parts.unshift(before);
  const owner = words[i - parts.length];
  if (owner === '내' || owner === '나의') parts.unshift('네');
  else if (owner === '우리') parts.unshift('너희');
  return parts.join(' ');
}

/** The first phrase whose noun `nounAt` reads (never a marked one). */
function phraseAt(
  words: readonly string[],
  nounAt: (word: string, j: number) => string | null,
): { phrase: string; marked: boolean } | null {
  for (const [j, word] of words.entries()) {
    const noun = nounAt(word, j);
    if (!noun || NOT_A_SUBJECT.has(noun)) continue;
    const phrase = phraseOf(words, j, noun);
    if (phrase.length >= 2) return { phrase, marked: false };
  }
  return null;
}

/** The phrase of an 을/를/이/가 noun, or of one the member marked as the worry. */
function strictPhrase(words: readonly string[]): { phrase: string; marked: boolean } | null {
  let short: { phrase: string; marked: boolean } | null = null;
  for (const [j, word] of words.entries()) {
    // "이사 문제 때문에", "돈 얘기": the word before a standalone 문제 / 얘기 / 때문에 is the noun.
    const standalone = ABOUT.test(word) && j > 0 && modifies(words[j - 1]!);
    const doing = !standalone && WHEN.test(words[j + 1] ?? '') ? word.match(DOING)?.[1] : undefined;
    const i = standalone ? j - 1 : j;
    const noun = standalone ? words[i]! : (doing ?? nounOf(word));
    if (!noun || NOT_A_SUBJECT.has(noun)) continue;
    const phrase = phraseOf(words, i, noun);
    if (phrase.length < 2) {
      // A one-syllable thing only when the message names nothing longer (밥을 먹고 그릇을 → 그릇).
      if (ONE_SYLLABLE.has(phrase)) short ??= { phrase, marked: false };
      continue;
    }
    return { phrase, marked: standalone || doing !== undefined };
  }
  return short;
}
