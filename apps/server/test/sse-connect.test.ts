import { connect as tcpConnect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { CLOSE_GRACE_MS } from '../src/app';
import { listen, useListeningApp } from './helpers/app-hooks';
import { build, type TestApp } from './helpers/build';
import { signIn } from './helpers/factories';
import { bearer } from './helpers/http';
import { connect, openStream } from './helpers/sse';

/** The live stream through a real listening server (inject cannot stream). */
let t: TestApp;
let base: string;
const open = useListeningApp((app, url) => ([t, base] = [app, url]));

describe('GET /api/sse/connect: opening', () => {
  it('without a token or with a bad one → 401/40100 JSON envelope, not a stream', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      const res = await openStream(base, token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.stream).toBeNull();
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json).toMatchObject({ success: false, code: 40100 });
      expect(res.json?.requestId).toBe(res.headers['x-request-id']);
    }
  });

  it('HEAD is not a stream: 405 JSON envelope at once (no connection is held)', async () => {
    const { accessToken } = await signIn(t.app);
    const res = await Promise.race([
      t.app.inject({ method: 'HEAD', url: '/api/sse/connect', headers: bearer(accessToken) }),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error('HEAD /api/sse/connect hung (a stream was opened)')),
          2000,
        ),
      ),
    ]);
    expect(res.statusCode).toBe(405);
    expect(String(res.headers['content-type'])).toContain('application/json');
    expect(String(res.headers.allow)).toContain('GET');
  });

  it('streams with the contract headers; the first event is `connected` with retry 3000 and an id', async () => {
    const s = await signIn(t.app);
    const res = await openStream(base, { token: s.accessToken });
    expect(res.status).toBe(200);
    if (!res.stream) throw new Error('no stream');
    open.push(res.stream);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['x-request-id']).toMatch(/\S+/);
    // Headers set by the security hooks survive the raw stream.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const first = await res.stream.next();
    expect(first).toMatchObject({ event: 'connected', retry: 3000, id: '0' });
    expect(first.data).toBeTypeOf('string');
  });

  it('is in the OpenAPI document as a bearer-protected event stream', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            security?: unknown;
            responses: Record<string, { content?: Record<string, unknown> } | undefined>;
          }
        >
      >;
    }>();
    const op = doc.paths['/api/sse/connect']?.get;
    expect(op?.security).toEqual([{ bearerAuth: [] }]);
    expect(op?.responses['200']?.content?.['text/event-stream']).toBeDefined();
  });
});

describe('capacity and shutdown', () => {
  it('at capacity → 500/50002 JSON; a freed slot can be used again', async () => {
    const small = await build({
      config: (c) => ({ ...c, sse: { ...c.sse, maxConnections: 2 } }),
    });
    try {
      const url = await listen(small);
      const s = await signIn(small.app);
      const one = await connect(url, { token: s.accessToken });
      await connect(url, { token: s.accessToken });
      const refused = await openStream(url, { token: s.accessToken });
      expect(refused.status).toBe(500);
      expect(refused.json).toMatchObject({ success: false, code: 50002 });
      expect(refused.json?.requestId).toBe(refused.headers['x-request-id']);
      one.stream.close();
      await vi.waitFor(() => expect(small.app.realtime.hub.size).toBe(1));
      const third = await connect(url, { token: s.accessToken });
      expect(third.connected.event).toBe('connected');
    } finally {
      await small.close();
    }
  });

  it('closing the app ends every stream with a retry hint', async () => {
    const other = await build();
    const url = await listen(other);
    const s = await signIn(other.app);
    const { stream: st } = await connect(url, { token: s.accessToken });
    await other.close();
    await st.ended;
    const last = st.pending().at(-1);
    expect(last?.retry).toBeGreaterThanOrEqual(3000);
    expect(last?.event).toBeUndefined();
  });

  it('closing the app does not wait for a client that never finishes its request', async () => {
    const other = await build();
    const url = new URL(await listen(other));
    // Headers begun, never finished: a request in flight that would hold the close for a minute.
    const socket = tcpConnect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const cut = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    await other.close();
    await cut;
    expect(Date.now() - started).toBeLessThan(CLOSE_GRACE_MS + 2000);
  }, 15_000);
});
