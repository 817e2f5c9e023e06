import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// `findBy…` / `waitFor` wait up to 3 s instead of 1 s: a lazily loaded screen under a loaded
// 2-core CI machine (the suite's workers share it) took longer than a second to appear
// (chat-result-screen, 2026-11-27, load 12); what they wait for is unchanged.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no pointer capture; the bottom sheet (vaul) calls it on every press inside it.
const pointerCapture = {
  setPointerCapture: () => undefined,
  releasePointerCapture: () => undefined,
  hasPointerCapture: () => false,
};
// Files for the build's Node side run with `@vitest-environment node`: no DOM to set up there.
const hasDom = typeof window !== 'undefined';

for (const [name, value] of Object.entries(hasDom ? pointerCapture : {})) {
  if (!(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, { value, configurable: true, writable: true });
  }
}

beforeEach(() => {
  if (!hasDom) return;
  window.localStorage.clear();
  window.__DAMA_ANALYTICS__ = [];
  delete window.ReactNativeWebView;
});

afterEach(() => {
  cleanup();
});
