// The bell's badge and accessible name (home's header): apart from the centre's list rules, so
// home loads only these.
/** The bell's badge: the count, capped at "99+"; null when nothing is unread. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/** The bell's accessible name, with the count. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return '알림';
  return `알림, 읽지 않은 알림 ${unread > 99 ? '99개 넘게' : `${unread}개`}`;
}
