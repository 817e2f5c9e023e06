import { josa } from '../korean';
import { rotate } from '../pick';
import type { Facts } from './facts';

/** What 담이 knows beyond the chat: the couple's D-day and memories of daily answers (DESIGN 8). */

/** The question of a memory line written by `memoryLine` (「질문」에 "답"라고 답했어요). */
function questionOf(memory: string): string | null {
  const m = /^「([^」]+)」에/.exec(memory);
  const q = m?.[1]?.trim();
  return q && !q.endsWith('…') ? q : null;
}

/** The memory that fits the topic best (its cues), else the first with a whole question. */
export function relevantMemory(f: Facts): string | null {
  const withQuestion = f.memories.filter((m) => questionOf(m) !== null);
  if (withQuestion.length === 0) return null;
  const topic = f.topic;
  const fitting = topic
    ? withQuestion.find((m) => new RegExp(topic.strong.source, 'i').test(m))
    : undefined;
  return fitting ?? withQuestion[0] ?? null;
}

/**
 * A level-3 suggestion tied to a daily answer: 담이 names the question the member answered and
 * invites them to bring that memory into the talk. Null without a usable memory.
 */
export function memorySuggestion(f: Facts): string | null {
  const memory = relevantMemory(f);
  const q = memory ? questionOf(memory) : null;
  if (!q) return null;
  const lines = [
    `전에 「${q}」 질문에 네가 남긴 답이 떠올랐어, 그 이야기를 ${josa(f.partner, '과/와')} 다시 꺼내 보면 대화가 한결 부드럽게 시작될 거야.`,
    `「${q}」 질문에 답하면서 떠올린 마음을 ${f.partner}한테 한 번 더 들려주는 것도 좋은 시작이 될 수 있어.`,
    `예전에 「${q}」 질문에 답했던 기억을 ${josa(f.partner, '과/와')} 같이 나눠 보는 것부터 해 봐도 좋겠어.`,
  ];
  return rotate(lines, f.roomId, 111, 0);
}

/** The D-day, once per room (the level-2 opening), in words that fit how long it has been. */
export function daysLine(f: Facts): string | null {
  const days = f.daysTogether;
  if (days === null || days < 2) return null;
  const span =
    days >= 730 ? `${Math.floor(days / 365)}년 넘게` : days >= 365 ? '1년 넘게' : `${days}일 동안`;
  const lines = [
    `${span} 함께 쌓아 온 시간이 있으니까 서로를 이해할 실마리도 분명 있을 거야.`,
    `둘이 ${span} 함께해 온 만큼 서로에게 익숙한 흐름도 생겼을 거야.`,
    `${span} 곁에 있어 온 사이라서 더 기대하고 더 서운해지기도 해.`,
    `${span} 이어 온 관계인 만큼 이번 일도 둘이 같이 풀어 갈 힘이 있을 거야.`,
    `${span} 서로를 알아 온 둘이니까 마음이 엇갈린 자리도 찾아낼 수 있을 거야.`,
  ];
  return rotate(lines, f.roomId, 112, 0);
}
