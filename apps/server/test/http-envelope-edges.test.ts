import type { Socket } from 'node:net';
import { ErrorEnvelope } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { listen, useListeningApp } from './helpers/app-hooks';
import { build, type TestApp } from './helpers/build';
import { RawConnection, rawRequest, requestText, type RawResponse } from './helpers/raw-http';

/** The error envelope with the code, HTTP status = code / 100, X-Request-Id = requestId. */
function enveloped(res: RawResponse, code: number): void {
  expect(res.status, res.body).toBe(Math.floor(code / 100));
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = ErrorEnvelope.parse(JSON.parse(res.body));
  expect(body.code).toBe(code);
  expect(body.requestId).toBe(res.headers['x-request-id']);
  expect(body.message).toMatch(/[가-힣]/);
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('responses Node answers before routing are in the envelope', () => {
  let t: TestApp;
  let base: string;
  useListeningApp((app, url) => {
    t = app;
    base = url;
  });

  it('an unknown method (FOO /api/members) → 400/40000', async () => {
    const res = await rawRequest(base, requestText('FOO /api/members HTTP/1.1'));
    enveloped(res, 40000);
    expect(res.headers.connection).toBe('close');
  });

  it('headers too large → 431/43100', async () => {
    const res = await rawRequest(
      base,
      requestText('GET /api/health HTTP/1.1', { 'x-filler': 'a'.repeat(20_000) }),
    );
    enveloped(res, 43100);
  });

  it.each([
    ['a bad request line', 'GARBAGE\r\n\r\n'],
    ['a bad HTTP version', requestText('GET /api/health HTTP/7.1')],
    ['an invalid header name', requestText('GET /api/health HTTP/1.1', { 'bad header': 'x' })],
    [
      'two Content-Lengths',
      requestText('POST /api/refresh HTTP/1.1', { 'content-length': '2', 'Content-Length': '3' }),
    ],
  ])('%s → 400/40000', async (_, bytes) => {
    enveloped(await rawRequest(base, bytes), 40000);
  });

  it('a request whose headers never finish (Node reports a timeout) → 408/40800', async () => {
    // Node checks its header timeout every 30 s: the test raises the same event at once.
    const accepted = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
    const connection = new RawConnection(base);
    connection.write('GET /api/health HTTP/1.1\r\nhost: dama.test\r\n');
    const socket = await accepted;
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    t.app.server.emit('clientError', timeout, socket);
    const [res] = await connection.responses();
    enveloped(res!, 40800);
  });

  it('a well-formed request on the same server still answers normally', async () => {
    const res = await rawRequest(base, requestText('GET /api/health HTTP/1.1'));
    expect(res.status).toBe(200);
  });
});

describe('the 503 while the server closes', () => {
  it('a request arriving on an open connection during shutdown → 503/50300, Connection: close', async () => {
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const t = await build({
      beforeReady: (app) => {
        app.get('/api/test-slow', async () => {
          entered();
          await released;
          return { done: true };
        });
      },
    });
    const connection = new RawConnection(await listen(t));
    connection.write('GET /api/test-slow HTTP/1.1\r\nhost: dama.test\r\n\r\n');
    await inFlight;

    const closed = t.close();
    while (t.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
    // Pipelined behind the slow request, so its connection is not idle: it reaches the app.
    connection.write('GET /api/health HTTP/1.1\r\nhost: dama.test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();

    const [slow, refused] = await connection.responses();
    await closed;
    expect(slow?.status).toBe(200);
    enveloped(refused!, 50300);
    expect(refused!.headers.connection).toBe('close');
  });
});
