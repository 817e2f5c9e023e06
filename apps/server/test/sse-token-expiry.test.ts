import { describe, expect, it } from 'vitest';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { signIn } from './helpers/factories';
import { connect } from './helpers/sse';
import { forgeAccessToken } from './helpers/tokens';

/**
 * A live stream never outlives the access token that opened it (issue 11): it ends when the
 * token expires, and the client reconnects with a fresh one.
 */
let t: TestApp;
let base: string;
const streams = useListeningApp((app, url) => ([t, base] = [app, url]));

describe('a stream and its access token', () => {
  it('ends when the token expires; one with a token still valid stays open', async () => {
    const s = await signIn(t.app);
    const shortLived = await forgeAccessToken(t, s.accessToken, { lifetime: 2 });
    const expiring = await connect(base, { token: shortLived });
    const lasting = await connect(base, { token: s.accessToken });
    streams.push(expiring.stream, lasting.stream);

    const started = Date.now();
    await expiring.stream.ended;
    const took = Date.now() - started;
    expect(took).toBeGreaterThan(500);
    expect(took).toBeLessThan(4_000);
    expect(lasting.stream.hasEnded).toBe(false);
  });
});
