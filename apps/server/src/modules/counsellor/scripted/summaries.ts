import { josa } from '../korean';
import type { CounsellorContext, Level, RoomSummary, SummaryInput } from '../engine';
import { PARTNER_FALLBACK, typeName } from './facts';
import { type Feeling, UNNAMED_FEELING } from './feelings';
import { dialogueState, feelingsOf, levelWeight } from './state';
import { agreedStep } from './steps';
import { guessesOf, SURE_CONFIDENCE, topicById, topicScores, type Topic } from './topics';

/**
 * The scripted engine's summaries, from the dialogue state (whose feeling is whose, the topic, the
 * step agreed to). They are shown on the result screen, so they speak 해요체 (not 담이's 반말).
 */

/** The feeling the member named most often as their own (the first named wins ties), or null. */
function ownFeeling(texts: readonly string[]): Feeling | null {
  const counts = new Map<string, { feeling: Feeling; n: number; first: number }>();
  let i = 0;
  for (const text of texts) {
    for (const feeling of feelingsOf(text).member) {
      const entry = counts.get(feeling.noun) ?? { feeling, n: 0, first: i };
      counts.set(feeling.noun, { ...entry, n: entry.n + 1 });
      i++;
    }
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n || a.first - b.first)[0];
  return best?.feeling ?? null;
}

/** 1-2 sentences about one level (levels 1-3), when the judge completes it. */
export function levelSummary(ctx: CounsellorContext): string {
  const state = dialogueState(ctx);
  const topic = state.topic ?? state.guess;
  const partnerName = ctx.partner?.nickname ?? PARTNER_FALLBACK;
  if (ctx.level === 1) {
    const feeling = ownFeeling(state.levelTexts) ?? UNNAMED_FEELING;
    const about = topic ? `${topic.keyword} 때문에 ` : '';
    const partnerFeeling = state.partnerFeelings[0];
    const more = partnerFeeling
      ? ` ${partnerName}도 ${partnerFeeling.adnominal} 마음이었다는 이야기를 나눴어요.`
      : state.worry
        ? ' 앞으로가 걱정되는 마음도 함께 꺼냈어요.'
        : '';
    return `${about}${feeling.adnominal} 상황을 돌아봤어요.${more}`;
  }
  if (ctx.level === 2) {
    const memberType = ctx.member.loveTypeCategory;
    const partnerType = ctx.partner?.loveTypeCategory ?? null;
    const me = memberType ? `${typeName(memberType)}인 나` : '나';
    const partner = partnerType ? `${typeName(partnerType)}인 ${partnerName}` : partnerName;
    const where = topic ? `${topic.keyword} 앞에서 ` : '';
    const more = state.wants ? ` ${partnerName}한테 바라는 마음도 말로 꺼내 봤어요.` : '';
    return `${josa(me, '과/와')} ${partner}의 마음이 ${where}어떻게 엇갈렸는지 살펴봤어요.${more}`;
  }
  const step = agreedStep(ctx.messages, partnerName);
  return step
    ? `${josa(step, '을/를')} 다음 걸음으로 정했어요. 작게라도 해 보고 어땠는지 돌아보기로 했어요.`
    : '둘에게 맞는 방법을 함께 찾아보고 다음 걸음을 고민했어요.';
}

function userTexts(input: SummaryInput, level?: Level): string[] {
  return input.messages
    .filter((m) => m.sender === 'USER' && (level === undefined || m.level === level))
    .map((m) => m.content);
}

/**
 * The room's issue: what the worry was about when the member first told it (level 1), when the
 * model is sure of it; else the member's words of the whole room read in order (level 1 counts
 * most); else the level summaries. Later levels talk of the partner, the family, solutions: their
 * words (엄마한테 말하기, 옷) do not turn a coming-out or control worry into another one.
 */
export function summaryTopic(input: SummaryInput): Topic | null {
  const users = input.messages.filter((m) => m.sender === 'USER');
  const told = users.filter((m) => m.level === 1).map((m) => ({ text: m.content, weight: 1 }));
  const [lead] = guessesOf(topicScores(told));
  if (lead && lead.confidence >= SURE_CONFIDENCE) return topicById(lead.id) ?? null;
  const weighted = users.map((m) => ({ text: m.content, weight: levelWeight(m.level) }));
  const [first] = guessesOf(topicScores(weighted));
  if (first) return topicById(first.id) ?? null;
  const [fromSummaries] = guessesOf(
    topicScores(input.levelSummaries.map((s) => ({ text: s.summary, weight: 1 }))),
  );
  return fromSummaries ? (topicById(fromSummaries.id) ?? null) : null;
}

/**
 * The room's title-like line (the member's own feeling, never the partner's) and its two keywords:
 * the issue, and the step the member agreed to in level 3 (대화 when none was).
 */
export function roomSummary(input: SummaryInput): RoomSummary {
  const topic = summaryTopic(input);
  const feeling = ownFeeling(userTexts(input));
  const partnerName = input.partner?.nickname ?? PARTNER_FALLBACK;
  const level3 = input.messages
    .filter((m) => m.level === 3)
    .map((m) => ({ sender: m.sender, content: m.content }));
  const step = agreedStep(level3, partnerName);
  let totalSummary: string;
  if (topic && feeling) totalSummary = `${topic.keyword} 때문에 ${feeling.adnominal} 마음`;
  else if (topic) totalSummary = `${josa(topic.keyword, '을/를')} 두고 나눈 이야기`;
  else if (feeling) totalSummary = `${feeling.adnominal} 마음을 들여다본 시간`;
  else if (input.partner)
    totalSummary = `${josa(input.partner.nickname, '과/와')} 나의 마음 이야기`;
  else totalSummary = '내 마음을 들여다본 이야기';
  return {
    totalSummary,
    situationKeyword: topic?.keyword ?? '관계 고민',
    solutionKeyword: step ?? '대화',
  };
}
