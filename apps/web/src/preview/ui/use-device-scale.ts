import { useCallback, useEffect, useRef, useState } from 'react';

/** The phone screen the app sees: an iPhone-sized CSS viewport. */
export const DEVICE_WIDTH = 390;
export const DEVICE_HEIGHT = 844;

/** Below this page width the phones are stacked and only the width limits their size. */
export const STACKED_QUERY = '(max-width: 859px)';
/** Room kept above and below a phone for the page header and the phone's own bar. */
const RESERVED_HEIGHT = 200;
const MIN_SCALE = 0.45;

/**
 * How much to shrink a 390×844 phone so it fits its column (and, side by side, the window's
 * height). Returns a callback ref for the column and the scale.
 */
export function useDeviceScale(): [(element: HTMLElement | null) => void, number] {
  const [scale, setScale] = useState(1);
  const observer = useRef<ResizeObserver | null>(null);
  const element = useRef<HTMLElement | null>(null);

  const update = useCallback(() => {
    const column = element.current;
    if (!column) return;
    const stacked = window.matchMedia(STACKED_QUERY).matches;
    const byWidth = column.clientWidth / DEVICE_WIDTH;
    const byHeight = stacked ? 1 : (window.innerHeight - RESERVED_HEIGHT) / DEVICE_HEIGHT;
    const next = Math.max(MIN_SCALE, Math.min(1, byWidth, byHeight));
    setScale(Math.round(next * 1000) / 1000);
  }, []);

  const measure = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      element.current = node;
      if (!node) return;
      observer.current = new ResizeObserver(update);
      observer.current.observe(node);
      update();
    },
    [update],
  );

  useEffect(() => {
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      observer.current?.disconnect();
    };
  }, [update]);

  return [measure, scale];
}
