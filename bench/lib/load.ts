// A small closed-loop HTTP/1.1 load generator on raw sockets: each connection sends one GET,
// reads the answer (status line and content-length), records the latency and sends the next.
// A connection sends at most `perAddress` requests from one source address, then reconnects
// from a fresh one (see loopback.ts), so no address nears the server's per-IP limit. The
// connections' first addresses carry 1/n, 2/n … of that, so reconnections come one at a time,
// spread evenly: in step, all of them reconnected in the same instant, and as libuv accepts one
// connection per event-loop turn (libuv#3696) the last waited a hundred of the server's turns
// (200–300 ms, the p99 of a whole run; docs/BENCHMARKS.md, 2026-11-25 evening).
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
      let quota = Math.max(1, Math.round((perAddress * (index + 1)) / options.connections));
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
        if (sentOnSocket >= quota) {
          socket.removeAllListeners();
          socket.on('error', () => undefined);
          socket.end();
          quota = perAddress;
          open();
          return;
        }
        sentOnSocket += 1;
        started = performance.now();
        socket.write(request);
      };
      const onData = (chunk: Buffer) => {
        // The answer's time is when its last bytes reached this process, not after parsing them.
        const arrived = performance.now();
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
          latencies.push(arrived - started);
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
