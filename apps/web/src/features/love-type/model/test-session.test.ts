import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearTestSession,
  finishTestSession,
  readTestSession,
  saveTestSession,
} from './test-session';

describe('the test session', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips answers, index and from, per member', () => {
    saveTestSession(1, { answers: { 1: 5, 2: 1 }, index: 2, from: '/' });
    expect(readTestSession(1)).toEqual({ answers: { 1: 5, 2: 1 }, index: 2, from: '/' });
    expect(readTestSession(2)).toEqual({ answers: {}, index: 0 });
    clearTestSession(1);
    expect(readTestSession(1)).toEqual({ answers: {}, index: 0 });
  });

  it('drops malformed storage', () => {
    sessionStorage.setItem('dama.attachment-test.1', '{not json');
    expect(readTestSession(1)).toEqual({ answers: {}, index: 0 });
    sessionStorage.setItem(
      'dama.attachment-test.1',
      JSON.stringify({ answers: { 1: 6, 2: 0, 3: 2.5, x: 3, 4: 4 }, index: -3 }),
    );
    expect(readTestSession(1)).toEqual({ answers: { 4: 4 }, index: 0 });
  });

  it('finishing keeps only where the member came from', () => {
    saveTestSession(1, { answers: { 1: 5 }, index: 1, from: '/my-page' });
    finishTestSession(1);
    expect(readTestSession(1)).toEqual({ answers: {}, index: 0, from: '/my-page' });
  });
});
