import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

beforeEach(() => {
  window.localStorage.clear();
  window.__DAMA_ANALYTICS__ = [];
  delete window.ReactNativeWebView;
});

afterEach(() => {
  cleanup();
});
