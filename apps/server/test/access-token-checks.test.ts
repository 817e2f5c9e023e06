import { describe, expect, it, vi } from 'vitest';
import { AccessTokens } from '../src/platform/auth/access-token';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const now = () => new Date('2026-11-21T05:00:00.000Z');

describe('AccessTokens: one signature check a token', () => {
  it('reads sent together with a new token share one check; later reads check none', async () => {
    const tokens = new AccessTokens(SECRET, now);
    const token = await tokens.sign({ memberId: 7, sessionId: 's-1' });
    const fresh = new AccessTokens(SECRET, now);
    const check = vi.spyOn(fresh as unknown as { check: () => unknown }, 'check');
    const claims = await Promise.all([1, 2, 3, 4].map(() => fresh.verify(token)));
    for (const c of claims) expect(c).toMatchObject({ memberId: 7, sessionId: 's-1' });
    expect(check).toHaveBeenCalledTimes(1);
    await fresh.verify(token);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('a forged token fails for every read that waited on its check, and is asked again', async () => {
    const forged = await new AccessTokens(`${SECRET}-other`, now).sign({
      memberId: 7,
      sessionId: 's-1',
    });
    const tokens = new AccessTokens(SECRET, now);
    const check = vi.spyOn(tokens as unknown as { check: () => unknown }, 'check');
    expect(await Promise.all([tokens.verify(forged), tokens.verify(forged)])).toEqual([null, null]);
    expect(await tokens.verify(forged)).toBeNull();
    expect(check).toHaveBeenCalledTimes(2);
  });
});
