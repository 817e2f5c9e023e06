// A stream connection on a real HTTP response, for tests of what it writes.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import pino from 'pino';
import type { EventStore } from '../../src/platform/realtime/event-store';
import { StreamConnection } from '../../src/platform/realtime/stream-connection';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done) ?? done(undefined));
  server = null;
});

/** A live response of a real HTTP server (chunked, as the event stream's), and its client. */
export async function liveResponse(): Promise<{ res: ServerResponse; received: () => string }> {
  let text = '';
  const responded = new Promise<ServerResponse>((resolve) => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
      resolve(res);
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const socket = connect((server!.address() as AddressInfo).port, '127.0.0.1');
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
  const res = await responded;
  await new Promise((done) => setTimeout(done, 20));
  return { res, received: () => text };
}

/** Member 1's stream on `res`, reading stored events from `store`. */
export function streamOn(res: ServerResponse, store = {} as EventStore): StreamConnection {
  return new StreamConnection(
    { memberId: 1, sessionId: 's', coupleId: null } as never,
    '127.0.0.1',
    res,
    { detach: () => undefined },
    {
      store,
      retryMs: 1000,
      sessionIsLive: () => Promise.resolve(true),
      log: pino({ level: 'silent' }),
    },
  );
}
