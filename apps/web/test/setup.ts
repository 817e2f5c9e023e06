import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

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
