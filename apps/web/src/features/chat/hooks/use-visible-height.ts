import { useEffect, useState } from 'react';
import { useBridgeState } from '@/shared/bridge';

/**
 * The height the chat column may use so the input stays above the on-screen keyboard (DESIGN 11):
 * inside the shell, the window less the shell's `keyboardHeight` (the WebView keeps its size
 * there); in a browser, the `visualViewport`'s height, which shrinks with the keyboard. Undefined
 * when neither says anything (the column then fills the dynamic viewport, `100dvh`).
 */
export function useVisibleHeight(): number | undefined {
  const { keyboardHeight } = useBridgeState();
  const viewportHeight = useVisualViewportHeight();
  if (keyboardHeight > 0) return Math.max(window.innerHeight - keyboardHeight, 0);
  return viewportHeight;
}

function useVisualViewportHeight(): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => {
      // Only when the keyboard (or anything) covers part of the window; otherwise 100dvh.
      const covered = window.innerHeight - viewport.height > 1;
      setHeight(covered ? viewport.height : undefined);
      // iOS scrolls the page up under the keyboard; the column is pinned to the visual viewport.
      if (covered && window.scrollY !== 0) window.scrollTo(0, 0);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return height;
}
