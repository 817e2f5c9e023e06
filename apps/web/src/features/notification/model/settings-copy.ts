import type { NotificationKind } from '@dama/contract';

/** The settings' switches, in the order the screen lists them, with their labels. */
export const KIND_ROWS: readonly { kind: NotificationKind; label: string; hint: string }[] = [
  { kind: 'PARTNER_ANSWERED', label: '연인의 답변', hint: '연인이 오늘의 질문에 답했을 때' },
  {
    kind: 'PARTNER_REACTED',
    label: '연인의 반응',
    hint: '연인이 내 답변에 반응이나 한마디를 남겼을 때',
  },
  { kind: 'PARTNER_NUDGED', label: '콕 찌르기', hint: '연인이 나를 콕 찔렀을 때' },
  { kind: 'QUESTION_ARRIVED', label: '오늘의 질문', hint: '질문 시간에 아직 답하지 않았을 때' },
  { kind: 'SUMMARY_READY', label: '상담 요약', hint: '담이와 나눈 이야기의 요약이 준비됐을 때' },
  {
    kind: 'ANNIVERSARY_SOON',
    label: '다가오는 기념일',
    hint: '100일 단위, 해마다 돌아오는 날, 함께 정한 기념일 하루 전에',
  },
  { kind: 'ANNIVERSARY_TODAY', label: '오늘의 기념일', hint: '기념일 당일 아침에' },
  { kind: 'COUPLE_CONNECTED', label: '커플 연결', hint: '연인과 연결됐을 때' },
  { kind: 'COUPLE_DISCONNECTED', label: '커플 연결 해제', hint: '연인과의 연결이 끊겼을 때' },
];

/** `HH:MM` (24 h) → 오전/오후 h:mm, as Korean apps write a time. */
export function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const half = h < 12 ? '오전' : '오후';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${half} ${hour}:${String(m).padStart(2, '0')}`;
}

/** Every `step` minutes of the day as `HH:MM`, with `current` added when it is between steps. */
export function clockOptions(step: number, current?: string | null): string[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  if (current && !times.includes(current)) times.push(current);
  return times.sort();
}
