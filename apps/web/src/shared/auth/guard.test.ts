import { describe, expect, it } from 'vitest';
import { ONBOARDING_PATHS, PUBLIC_PATHS, resolveGuard, type GuardState } from './guard';

const guest: GuardState = { authenticated: false, needsOnboarding: false };
const newMember: GuardState = { authenticated: true, needsOnboarding: true };
const member: GuardState = { authenticated: true, needsOnboarding: false };

const APP_PATHS = [
  '/',
  '/partner-status',
  '/chat',
  '/chat/loading',
  '/chat/result',
  '/history',
  '/history/delete',
  '/attachment-test',
  '/attachment-test/question',
  '/attachment-test/result/my',
  '/attachment-test/result/partner',
  '/question',
  '/question/write-answer',
  '/question/see-answer',
  '/my-page',
  '/my-page/profile',
  '/my-page/couple-management',
  '/my-page/account-settings',
];

/** Each path as written and with a trailing slash (the root has only one spelling). */
function spellings(path: string): string[] {
  return path === '/' ? ['/'] : [path, `${path}/`];
}

describe('resolveGuard (SPEC 2.2)', () => {
  describe('unauthenticated', () => {
    it('sends / to /intro', () => {
      expect(resolveGuard('/', guest)).toBe('/intro');
    });

    it.each(PUBLIC_PATHS.flatMap(spellings))('lets the public path %s through', (path) => {
      expect(resolveGuard(path, guest)).toBeNull();
    });

    it.each(
      [...APP_PATHS.filter((p) => p !== '/'), ...ONBOARDING_PATHS, '/unknown/page'].flatMap(spellings),
    )('sends %s to /login', (path) => {
      expect(resolveGuard(path, guest)).toBe('/login');
    });
  });

  describe('authenticated, needs onboarding', () => {
    it.each(spellings('/login'))('sends %s to /onboarding/terms', (path) => {
      expect(resolveGuard(path, newMember)).toBe('/onboarding/terms');
    });

    it.each(ONBOARDING_PATHS.flatMap(spellings))('lets the onboarding step %s through', (path) => {
      expect(resolveGuard(path, newMember)).toBeNull();
    });

    it.each(
      [...APP_PATHS, '/intro', '/terms/privacy-policy', '/onboarding', '/unknown'].flatMap(spellings),
    )('keeps %s inside onboarding', (path) => {
      expect(resolveGuard(path, newMember)).toBe('/onboarding/terms');
    });
  });

  describe('authenticated, onboarded', () => {
    it.each(spellings('/login'))('sends %s home', (path) => {
      expect(resolveGuard(path, member)).toBe('/');
    });

    it.each([...ONBOARDING_PATHS, '/onboarding'].flatMap(spellings))('sends the onboarding path %s home', (path) => {
      expect(resolveGuard(path, member)).toBe('/');
    });

    it.each([...APP_PATHS, '/intro', '/terms/privacy-policy'].flatMap(spellings))('lets %s through', (path) => {
      expect(resolveGuard(path, member)).toBeNull();
    });
  });

  it('ignores the query string and hash', () => {
    expect(resolveGuard('/login?next=%2F#top', member)).toBe('/');
    expect(resolveGuard('/?tab=1', guest)).toBe('/intro');
  });
});
