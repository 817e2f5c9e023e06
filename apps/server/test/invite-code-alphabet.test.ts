import { COUPLE_CODE_LENGTH, COUPLE_CODE_PATTERN, endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, randomCode } from '../src/platform/crypto';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple, makeMember } from './helpers/couple-factories';
import { memberCall, ok } from './helpers/http';

/** Invite codes never mix look-alikes (O/0, I/1/L): issue 13. */
const LOOK_ALIKES = /[O0I1L]/;

describe('invite codes', () => {
  it('are drawn from A-Z0-9 without O, 0, I, 1 and L, every character used', () => {
    expect(CODE_ALPHABET).not.toMatch(LOOK_ALIKES);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = randomCode(COUPLE_CODE_LENGTH);
      expect(code).toMatch(COUPLE_CODE_PATTERN);
      expect(code).not.toMatch(LOOK_ALIKES);
      for (const char of code) seen.add(char);
    }
    expect(seen.size).toBe(CODE_ALPHABET.length);
  });

  describe('as members get them', () => {
    let t: TestApp;
    useApp((app) => (t = app));

    it('a new member’s code and the code renewed when a couple ends', async () => {
      const member = await makeMember(t.app);
      const { coupleCode } = ok(
        await memberCall(t.app, member.accessToken, 'GET', '/api/members/invite-code'),
        endpoints.getInviteCode,
      );
      expect(coupleCode).toMatch(COUPLE_CODE_PATTERN);
      expect(coupleCode).not.toMatch(LOOK_ALIKES);

      const { a } = await makeCouple(t.app);
      ok(await memberCall(t.app, a.accessToken, 'DELETE', '/api/couples'), endpoints.unlinkCouple);
      const renewed = ok(
        await memberCall(t.app, a.accessToken, 'GET', '/api/members/invite-code'),
        endpoints.getInviteCode,
      ).coupleCode;
      expect(renewed).not.toMatch(LOOK_ALIKES);
    });
  });
});
