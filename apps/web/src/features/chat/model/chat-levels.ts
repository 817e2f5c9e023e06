import type { ChatLevel } from '@dama/contract';

/** DESIGN 6: the four counselling levels. */
export const LEVEL_NAMES: Record<ChatLevel, string> = {
  1: '상황 파악',
  2: '관계 이해',
  3: '해결 제안',
  4: '마무리',
};

/** The closing level: 담이 invites the member to end the chat. */
export const LAST_LEVEL: ChatLevel = 4;

/** A level from the wire (an integer 1 to 4), clamped so a bad value never breaks the screen. */
export function toLevel(level: number): ChatLevel {
  return Math.min(Math.max(Math.round(level), 1), LAST_LEVEL) as ChatLevel;
}

/** "2단계 · 관계 이해" */
export function levelLabel(level: number): string {
  const known = toLevel(level);
  return `${known}단계 · ${LEVEL_NAMES[known]}`;
}
