import type { ChatLine } from '../engine';
import { AGREES } from './progress';
import type { Suggestion } from './topic-types';
import { TOPICS } from './topics';

/** Level-3 suggestions that fit any topic (after the topic's own, or when none is sure). */
export const GENERAL_SUGGESTIONS: readonly Suggestion[] = [
  {
    text: (p) => `오늘 이야기한 마음을 한 문장으로 정리해서 ${p}한테 먼저 건네 보자.`,
    step: '한 문장 전하기',
  },
  {
    text: () =>
      '서로 바라는 것을 한 가지씩 말해 보고 둘 다 지킬 수 있는 약속으로 바꿔 보면 좋겠어.',
    step: '약속 정하기',
  },
  {
    text: () => '마음이 가라앉은 편안한 시간에 짧게라도 이야기할 자리를 만들어 보자.',
    step: '대화 자리',
  },
  {
    text: () => '말로 꺼내기 어려우면 짧은 편지나 메시지로 먼저 마음을 전해도 괜찮아.',
    step: '편지 쓰기',
  },
  {
    text: () => '"너는 왜 맨날"보다 "나는 이럴 때 이런 마음이 들어"처럼 나를 주어로 말해 보자.',
    step: '나 전달법',
  },
  {
    text: () => '둘이 지킬 수 있는 작은 약속 하나를 정하고 일주일 뒤에 어땠는지 같이 돌아보자.',
    step: '일주일 약속',
  },
];

/** Steps the member names in their own words (level 3): 통화 → 짧은 통화. */
const OWN_STEPS: readonly { pattern: RegExp; step: string }[] = [
  { pattern: /통화|전화/, step: '짧은 통화' },
  { pattern: /편지|손편지/, step: '편지 쓰기' },
  { pattern: /사과|미안하다고/, step: '먼저 사과' },
  { pattern: /규칙|약속/, step: '약속 정하기' },
  { pattern: /시간을?\s?(갖|가져|가질)|혼자만의\s?시간/, step: '시간 갖기' },
  { pattern: /데이트|여행|놀러/, step: '함께하는 시간' },
  { pattern: /물어볼|물어\s?볼/, step: '직접 묻기' },
  { pattern: /부탁할|부탁해\s?볼|해\s?달라고/, step: '부탁하기' },
  { pattern: /들어\s?(볼|줄|주)|경청/, step: '들어 주기' },
  {
    pattern:
      /대화|이야기해|얘기해|말해\s?(볼|보|봐)|말할\s?(래|게|께)|말하려고|(얘기|이야기)할\s?(래|게|께)|솔직하게|털어놓/,
    step: '솔직한 대화',
  },
];

function allSuggestions(): readonly Suggestion[] {
  return [...TOPICS.flatMap((t) => t.suggestions), ...GENERAL_SUGGESTIONS];
}

/** Suggestions 담이 made in `text` (rendered for `partner`), in the order they appear. */
export function suggestionsIn(text: string, partner: string): Suggestion[] {
  return allSuggestions()
    .map((s) => ({ s, at: text.indexOf(s.text(partner)) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ s }) => s);
}

/** Content words of a step (게임 약속 → 게임, 약속). */
function words(step: string): string[] {
  return step.split(/\s+/).filter((w) => w.length >= 2);
}

/**
 * The next step the member agreed to in level 3, as one or two words: a suggestion of 담이's the
 * member took up (named in their words, else the first offered before their yes), or a step they
 * named themselves; null when they agreed to nothing.
 */
export function agreedStep(lines: readonly ChatLine[], partner: string): string | null {
  let offered: Suggestion[] = [];
  let agreed: string | null = null;
  let own: string | null = null;
  for (const line of lines) {
    if (line.sender === 'ASSISTANT') {
      const found = suggestionsIn(line.content, partner);
      if (found.length > 0) offered = found;
      continue;
    }
    const named = offered.find((s) => words(s.step).some((w) => line.content.includes(w)));
    const mine = OWN_STEPS.find((o) => o.pattern.test(line.content))?.step ?? null;
    if (AGREES.test(line.content) || named) {
      agreed = named?.step ?? mine ?? offered[0]?.step ?? agreed;
    }
    own = mine ?? own;
  }
  return agreed ?? own;
}
