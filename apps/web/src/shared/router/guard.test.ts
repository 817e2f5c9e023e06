import { describe, expect, it } from 'vitest';
import { resolveGuard, type GuardState, type RouteAccess } from './guard';

// The rules by access level. Which paths have which level is declared in the route files and
// checked against SPEC 2.2's lists in src/app/guard-table.test.ts.
const guest: GuardState = { authenticated: false, needsOnboarding: false };
const newMember: GuardState = { authenticated: true, needsOnboarding: true };
const member: GuardState = { authenticated: true, needsOnboarding: false };

describe('resolveGuard (SPEC 2.2)', () => {
  it.each<[RouteAccess, GuardState, string | null]>([
    ['public', guest, null],
    ['onboarding', guest, '/login'],
    ['member', guest, '/login'],
    ['public', newMember, '/onboarding/terms'],
    ['onboarding', newMember, null],
    ['member', newMember, '/onboarding/terms'],
    ['public', member, null],
    ['onboarding', member, '/'],
    ['member', member, null],
  ])('a %s route, %o → %s', (access, state, target) => {
    expect(resolveGuard('/some/path', access, state)).toBe(target);
  });

  it('sends a guest at / to /intro', () => {
    expect(resolveGuard('/', 'member', guest)).toBe('/intro');
  });

  it.each([
    ['/login', newMember, '/onboarding/terms'],
    ['/login/', newMember, '/onboarding/terms'],
    ['/login', member, '/'],
    ['/login?next=%2F#top', member, '/'],
    ['/login', guest, null],
  ] as const)('/login rule: %s, %o → %s', (path, state, target) => {
    expect(resolveGuard(path, 'public', state)).toBe(target);
  });

  it('ignores the query string and hash', () => {
    expect(resolveGuard('/?tab=1', 'member', guest)).toBe('/intro');
  });
});
