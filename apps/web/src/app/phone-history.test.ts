import { beforeEach, describe, expect, it } from 'vitest';
import { createPhoneHistory } from './phone-history';

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const path = () => window.location.pathname;

describe('a preview phone’s own history', () => {
  it('pushes and goes back within its own list, never growing the page’s history', () => {
    const before = window.history.length;
    const history = createPhoneHistory(window);
    history.push('/my-page');
    history.push('/terms/privacy-policy');
    expect(path()).toBe('/terms/privacy-policy');
    expect(window.history.length).toBe(before);
    history.back();
    expect(history.location.pathname).toBe('/my-page');
    expect(path()).toBe('/my-page');
    expect(history.canGoBack()).toBe(true);
  });

  it('keeps its list across a reload of the same entry, and starts anew elsewhere', () => {
    const first = createPhoneHistory(window);
    first.push('/my-page');
    first.push('/history');
    const reloaded = createPhoneHistory(window);
    expect(reloaded.location.pathname).toBe('/history');
    reloaded.back();
    expect(reloaded.location.pathname).toBe('/my-page');

    window.history.replaceState(null, '', '/question');
    const elsewhere = createPhoneHistory(window);
    expect(elsewhere.length).toBe(1);
    expect(elsewhere.canGoBack()).toBe(false);
  });

  it('asks its blockers before going back, and stays when one holds it', async () => {
    const history = createPhoneHistory(window);
    history.push('/question/write-answer');
    let answer = true;
    history.block({ blockerFn: () => answer });
    history.back();
    await Promise.resolve();
    await Promise.resolve();
    expect(history.location.pathname).toBe('/question/write-answer');
    answer = false;
    history.back();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(history.location.pathname).toBe('/');
  });
});
