import { endpoints } from '@dama/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
} from '../src/platform/auth/access-token';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { signIn } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';
import { forgeAccessToken, type ForgeOptions } from './helpers/tokens';

/**
 * Access tokens are checked for more than their signature (issue 11): issuer, audience, an
 * issued-at not in the future beyond a small skew, and a lifetime no longer than ours. Each forged
 * token here carries a valid signature made with the server's own secret and a live session.
 */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

const getMember = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) });

type Forge = ForgeOptions;
const forge = (accessToken: string, options: Forge = {}) =>
  forgeAccessToken(t, accessToken, options);

describe('access-token claims', () => {
  it('our own tokens carry issuer and audience, and a token forged like ours passes', async () => {
    const s = await signIn(t.app);
    expect(decodeJwt(s.accessToken)).toMatchObject({
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
    });
    ok(await getMember(await forge(s.accessToken)), endpoints.getMember);
  });

  it('refuses another issuer or audience, or none', async () => {
    const s = await signIn(t.app);
    for (const options of [
      { iss: 'someone-else' },
      { iss: null },
      { aud: 'another-api' },
      { aud: null },
    ] satisfies Forge[]) {
      fails(await getMember(await forge(s.accessToken, options)), 40100);
    }
  });

  it('refuses a token issued in the future beyond a minute of skew', async () => {
    const s = await signIn(t.app);
    ok(await getMember(await forge(s.accessToken, { iatOffset: 30 })), endpoints.getMember);
    fails(await getMember(await forge(s.accessToken, { iatOffset: 600 })), 40100);
  });

  it('refuses a token that lives longer than ours', async () => {
    const s = await signIn(t.app);
    fails(await getMember(await forge(s.accessToken, { lifetime: 365 * 24 * 60 * 60 })), 40100);
    fails(
      await getMember(await forge(s.accessToken, { lifetime: ACCESS_TOKEN_TTL_SECONDS + 600 })),
      40100,
    );
  });
});

describe('verified tokens remembered', () => {
  it('a token used before is still refused once it expires, and a tampered copy never passes', async () => {
    const s = await signIn(t.app);
    ok(await getMember(s.accessToken), endpoints.getMember);
    ok(await getMember(s.accessToken), endpoints.getMember);
    const [head, body] = s.accessToken.split('.');
    fails(await getMember(`${head}.${body}.${'A'.repeat(43)}`), 40100);
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    ok(await getMember(s.accessToken), endpoints.getMember);
    t.clock.advance(1000);
    fails(await getMember(s.accessToken), 40100);
  });
});
