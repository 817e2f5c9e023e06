/** How close to the bottom (px) still counts as reading the newest message. */
export const NEAR_BOTTOM_PX = 96;

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** True when the reader is at (or near) the newest message: new text is then followed. */
export function isNearBottom(box: ScrollBox, threshold: number = NEAR_BOTTOM_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/**
 * The scrollTop that keeps the same message under the reader's eyes after older messages were
 * added above: the distance from the bottom is what stays.
 */
export function anchoredScrollTop(before: ScrollBox, afterScrollHeight: number): number {
  return afterScrollHeight - (before.scrollHeight - before.scrollTop);
}
