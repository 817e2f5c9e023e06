/**
 * When 콕 찌르기 opens again, in words: "3시간 뒤에", "40분 뒤에", "1분 뒤에" (rounded up, so it is
 * never said to be open before it is).
 */
export function nudgeWaitText(nextNudgeAt: string, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(nextNudgeAt) - now.getTime()) / 60_000));
  if (minutes < 60) return `${minutes}분 뒤에`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}시간 뒤에` : `${hours}시간 ${rest}분 뒤에`;
}
