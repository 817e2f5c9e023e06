// A small closed-loop HTTP/1.1 load generator on raw sockets: each connection sends one GET,
// reads the answer (status line and content-length), records the latency and sends the next.
// A connection sends at most `perAddress` requests from one source address, then reconnects
// from a fresh one (see loopback.ts), so no address nears the server's per-IP limit.
import { connect, type Socket } from 'node:net';
import { loopbackAddress } from './loopback';

export interface LoadOptions {
  port: number;
  path: string;
  /** Header lines per connection (e.g. a member's Authorization), by connection index. */
  headers?: (connection: number) => string[];
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** The 127.<block>.x.y block addresses come from; each run should use its own. */
  block: number;
  perAddress?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  latencies: number[];
  statuses: Map<number, number>;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const perAddress = options.perAddress ?? 400;
  let nextAddress = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let counting = false;
  let stopping = false;
  let requests = 0;

  const worker = (index: number) =>
    new Promise<void>((done, fail) => {
      const request = Buffer.from(
        [
          `GET ${options.path} HTTP/1.1`,
          `Host: 127.0.0.1:${options.port}`,
          ...(options.headers?.(index) ?? []),
          '',
          '',
        ].join('\r\n'),
      );
      let socket: Socket;
      let sentOnSocket = 0;
      let buffer: Buffer = Buffer.alloc(0);
      let started = 0;

      const open = () => {
        socket = connect({
          host: '127.0.0.1',
          port: options.port,
          localAddress: loopbackAddress(options.block, nextAddress++),
        });
        socket.setNoDelay(true);
        sentOnSocket = 0;
        buffer = Buffer.alloc(0);
        socket.on('connect', send);
        socket.on('data', onData);
        socket.on('error', fail);
      };
      const send = () => {
        if (stopping) {
          socket.end();
          done();
          return;
        }
        if (sentOnSocket >= perAddress) {
          socket.removeAllListeners();
          socket.on('error', () => undefined);
          socket.end();
          open();
          return;
        }
        sentOnSocket += 1;
        started = performance.now();
        socket.write(request);
      };
      const onData = (chunk: Buffer) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        const headerEnd = buffer.indexOf('\r\n\r\n');
        if (headerEnd < 0) return;
        const head = buffer.subarray(0, headerEnd).toString('latin1');
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        if (!length) {
          fail(new Error(`no content-length in the answer to ${options.path}: ${head}`));
          return;
        }
        const total = headerEnd + 4 + Number(length[1]);
        if (buffer.length < total) return;
        const status = Number(head.slice(9, 12));
        if (counting) {
          requests += 1;
          latencies.push(performance.now() - started);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
        buffer = buffer.subarray(total);
        send();
      };
      open();
    });

  const workers = Array.from({ length: options.connections }, (_, i) => worker(i));
  await new Promise((resolve) => setTimeout(resolve, options.warmupMs));
  counting = true;
  const from = performance.now();
  await new Promise((resolve) => setTimeout(resolve, options.durationMs));
  counting = false;
  const seconds = (performance.now() - from) / 1000;
  stopping = true;
  await Promise.all(workers);
  return { requests, rps: requests / seconds, latencies, statuses };
}
