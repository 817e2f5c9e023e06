import { describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS_MESSAGE } from '../src/modules/realtime/routes';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { signIn } from './helpers/factories';
import { connect, openStream } from './helpers/sse';

/**
 * One account cannot take every stream slot (issue 11): open streams are capped per member and
 * per client address; beyond the cap the stream is refused with 42900 and a clear message, and
 * the refusal is logged once at warn level, not as an error per attempt.
 */
const PER_MEMBER = 3;
const PER_IP = 5;

let t: TestApp;
let base: string;
const streams = useListeningApp((app, url) => ([t, base] = [app, url]), {
  config: (c) => ({ ...c, sse: { ...c.sse, perMember: PER_MEMBER, perIp: PER_IP } }),
  logLevel: 'debug',
});

const refusal = (token: string) => openStream(base, { token });

describe('stream caps', () => {
  it('a member’s streams beyond the cap are refused; others still connect; closing frees a slot', async () => {
    const greedy = await signIn(t.app);
    const open = [];
    for (let i = 0; i < PER_MEMBER; i++) {
      const { stream } = await connect(base, { token: greedy.accessToken });
      streams.push(stream);
      open.push(stream);
    }
    for (let i = 0; i < 3; i++) {
      const refused = await refusal(greedy.accessToken);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json).toMatchObject({ code: 42900, message: TOO_MANY_STREAMS_MESSAGE });
    }
    const warnings = t.logs.filter((line) => line.includes('too many open streams'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"level":40');
    expect(warnings[0]).not.toContain('stack');

    const other = await signIn(t.app);
    const { stream: theirs } = await connect(base, { token: other.accessToken });
    streams.push(theirs);

    open[0]!.close();
    await expect
      .poll(async () => {
        const again = await openStream(base, { token: greedy.accessToken });
        if (again.status === 200) {
          streams.push(again.stream!);
          return true;
        }
        return false;
      })
      .toBe(true);
  });

  it('one address beyond its cap is refused, whichever members it signs in as', async () => {
    // The previous test's streams are closed; wait until the hub has let them go.
    await expect.poll(() => t.app.realtime.hub.size).toBe(0);
    for (let i = 0; i < PER_IP; i++) {
      const member = await signIn(t.app);
      const { stream } = await connect(base, { token: member.accessToken });
      streams.push(stream);
    }
    const another = await signIn(t.app);
    const refused = await refusal(another.accessToken);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 42900 });
    expect(t.logs.some((line) => line.includes('too many open streams for this address'))).toBe(
      true,
    );
  });
});
