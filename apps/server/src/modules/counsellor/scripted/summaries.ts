import { josa } from '../korean';
import type { CounsellorContext, Level, RoomSummary, SummaryInput } from '../engine';
import { memberLines, PARTNER_FALLBACK, roomTopic, shortQuote, typeName } from './facts';
import { detectFeeling, UNNAMED_FEELING } from './feelings';
import { detectSolution, detectTopic } from './topics';

/**
 * The scripted engine's summaries, condensed from the member's own words. They are shown on the
 * result screen, so they speak the app's 해요체 (not 담이's 반말).
 */

function quoted(lines: readonly string[], tail: string): string {
  const quote = shortQuote(lines.join('\n'));
  return quote ? ` “${quote}”${tail}` : '';
}

/** 1-2 sentences about one level (levels 1-3). */
export function levelSummary(ctx: CounsellorContext): string {
  const lines = memberLines(ctx);
  const topic = roomTopic(ctx);
  const about = topic ? `${topic.keyword} 때문에 ` : '';
  if (ctx.level === 1) {
    const feeling = detectFeeling(lines) ?? UNNAMED_FEELING;
    return `${about}${feeling.adnominal} 상황을 돌아봤어요.${quoted(lines, '라고 털어놓았어요.')}`;
  }
  if (ctx.level === 2) {
    const memberType = ctx.member.loveTypeCategory;
    const partnerType = ctx.partner?.loveTypeCategory ?? null;
    const me = memberType ? `${typeName(memberType)}인 나` : '나';
    const partnerName = ctx.partner?.nickname ?? PARTNER_FALLBACK;
    const partner = partnerType ? `${typeName(partnerType)}인 ${partnerName}` : partnerName;
    const where = topic ? `${topic.keyword} 앞에서 ` : '';
    return `${josa(me, '과/와')} ${partner}의 마음이 ${where}어떻게 엇갈렸는지 살펴봤어요.${quoted(lines, '라는 이야기를 나눴어요.')}`;
  }
  const solution = detectSolution(lines) ?? topic?.solutionKeyword ?? '대화';
  return `${josa(solution, '을/를')} 중심으로 다음 걸음을 정했어요.${quoted(lines, '라는 생각을 나눴어요.')}`;
}

function userTexts(input: SummaryInput, level?: Level): string[] {
  return input.messages
    .filter((m) => m.sender === 'USER' && (level === undefined || m.level === level))
    .map((m) => m.content);
}

/** The room's title-like line and its two keywords, from the member's words. */
export function roomSummary(input: SummaryInput): RoomSummary {
  const texts = userTexts(input);
  const summaries = input.levelSummaries.map((s) => s.summary);
  const topic = detectTopic(texts) ?? detectTopic(summaries);
  const feeling = detectFeeling(texts);
  const solutionKeyword = detectSolution(userTexts(input, 3)) ?? topic?.solutionKeyword ?? '대화';
  let totalSummary: string;
  if (topic && feeling) totalSummary = `${topic.keyword} 때문에 ${feeling.adnominal} 마음`;
  else if (topic) totalSummary = `${josa(topic.keyword, '을/를')} 두고 나눈 이야기`;
  else if (feeling) totalSummary = `${feeling.adnominal} 마음을 들여다본 시간`;
  else if (input.partner)
    totalSummary = `${josa(input.partner.nickname, '과/와')} 나의 마음 이야기`;
  else totalSummary = '내 마음을 들여다본 이야기';
  return { totalSummary, situationKeyword: topic?.keyword ?? '관계 고민', solutionKeyword };
}
