import { PushPayload, type NotificationItem } from '@dama/contract';
import { isOnLink } from '@/shared/lib/app-link';

/** What the in-app banner shows: a new centre entry, or a push the shell handed over. */
export interface BannerItem {
  id: number;
  kind: NotificationItem['kind'];
  title: string;
  body: string;
  link: string;
}

/** How long the banner stays (it also goes with its ✕, or when its screen opens). */
export const BANNER_MS = 5000;

/** A foreground push from the shell (its `data`, the contract's PushPayload), or null. */
export function bannerFromPush(data: unknown): BannerItem | null {
  const parsed = PushPayload.safeParse(data);
  if (!parsed.success) return null;
  const { notificationId, kind, title, body, link } = parsed.data;
  return { id: notificationId, kind, title, body, link };
}

/**
 * Decides the banner (decision 0061): each notification once, whether it came live or as a
 * foreground push, and none for one whose screen the member is on (that screen updates live).
 */
export class BannerGate {
  private readonly seen = new Set<number>();

  /** True when `item` should show now at `pathname` + `search`. */
  admit(item: BannerItem, pathname: string, search: string): boolean {
    if (this.seen.has(item.id)) return false;
    this.seen.add(item.id);
    return !isOnLink(item.link, pathname, search);
  }
}
