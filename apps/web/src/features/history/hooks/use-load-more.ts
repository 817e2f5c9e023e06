import { useEffect, useRef } from 'react';

/**
 * Infinite scroll: `load` runs when the returned element comes within 300 px of the viewport
 * (the list also shows a button that does the same, for keyboards and old browsers).
 */
export function useLoadMore<T extends HTMLElement>(load: () => void, enabled: boolean) {
  const sentinel = useRef<T>(null);
  const latest = useRef(load);
  latest.current = load;

  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
