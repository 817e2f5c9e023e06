import { defineEndpoint } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from '../src/platform/http/route';
import { build, type TestApp } from './helpers/build';
import { signIn } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';

/** A couple-level endpoint as the couples issue will declare them. */
const coupleOnly = defineEndpoint({
  method: 'GET',
  path: '/test/couple-only',
  auth: 'couple',
  tag: 'test',
  summary: 'couple-level test route',
  data: z.object({ memberId: z.int() }),
});

let t: TestApp;
const partnered = new Set<number>();
beforeAll(async () => {
  t = await build({
    beforeReady: (app) => {
      registerEndpoint(app, coupleOnly, ({ principal }) =>
        Promise.resolve({ memberId: principal.memberId }),
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe("auth level 'couple'", () => {
  it('needs a token → 40100', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/test/couple-only' }), 40100);
  });

  it('rejects a member without a partner → 40301', async () => {
    const s = await signIn(t.app);
    fails(
      await t.app.inject({
        method: 'GET',
        url: '/api/test/couple-only',
        headers: bearer(s.accessToken),
      }),
      40301,
    );
  });

  it('lets a member with a partner through once the partner lookup says so', async () => {
    t.app.authGuard.setPartnerLookup((memberId) => Promise.resolve(partnered.has(memberId)));
    const s = await signIn(t.app);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/members',
      headers: bearer(s.accessToken),
    });
    const memberId = me.json<{ data: { memberId: number } }>().data.memberId;
    partnered.add(memberId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/couple-only',
      headers: bearer(s.accessToken),
    });
    expect(ok(res, coupleOnly)).toEqual({ memberId });
  });
});
