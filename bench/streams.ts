// DESIGN 15: one process holds 10 000 open streams at ≤ 30 KB each, and one event reaches all
// 10 000 with p99 ≤ 1.25 × the floor + 10 ms (+ 50 ms across two instances through Redis).
// The streams are held by a separate receiver process (lib/stream-receiver.ts), spread over 200
// loopback addresses (50 each, under the per-IP cap). They all belong to one member, so the
// bench server raises SSE_MAX_PER_MEMBER to 10 000 (the cap guards against one account taking
// every slot; here one event must reach 10 000 streams). The event: the member's partner changes
// their nickname (`PATCH /api/members`), which sends `partner_updated` to the member's streams.
// Delivery per stream = the receiver's stamp of the frame − the stamp just before the PATCH was
// sent (process.hrtime.bigint(), one monotonic clock across processes). The floor, measured in
// the same run with the same receiver: a bare Node server (lib/floor-server.ts) writing a frame
// of the same size to its 10 000 streams when asked by a request. Memory: the server's RSS once
// the last 9 000 streams are open minus before them, over 9 000 (the first 1 000 warm it up). The
// event reaches all 10 000; the samples are the last 9 000's (written last, so the slower ones).
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  sharedServices,
  startInstance,
  stopInstance,
} from '../apps/server/test/helpers/server-processes';
import { SSE_PATH } from '@dama/contract';
import { BenchApi } from './lib/api';
import { benchMember, linkCouple } from './lib/members';
import type { BenchRow } from './lib/row';
import { startServer } from './lib/server';
import { ms, summarize, type Summary } from './lib/stats';

const STREAMS = 10_000;
const PER_ADDRESS = 50;
const EVENTS = 3;
/** Streams opened before memory is first read (the delivery samples are the other 9 000). */
const WARM = 1000;
const RECEIVER = resolve(import.meta.dirname, 'lib/stream-receiver.ts');
const FLOOR = resolve(import.meta.dirname, 'lib/floor-server.ts');
const BIG_CAPS = { SSE_MAX_PER_MEMBER: String(STREAMS), SSE_MAX_CONNECTIONS: String(STREAMS) };
/** The embedded server collects its garbage on SIGWINCH before each memory reading. */
const GC_ON_SIGNAL = {
  NODE_OPTIONS: `--expose-gc --require ${resolve(import.meta.dirname, 'lib/gc-on-signal.cjs')}`,
};
export const STREAM_MEMORY_BUDGET_KB = 30;

type Log = (line: string) => void;
type ReceiverMessage =
  | { type: 'up' | 'armed' }
  | { type: 'open'; ms: number }
  | { type: 'received'; at: Array<string | null> }
  | { type: 'error'; message: string };

/** A receiver child and a way to wait for its next message of a type. */
function receiver() {
  const child: ChildProcess = fork(RECEIVER, [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const waiting = new Map<string, (message: ReceiverMessage) => void>();
  let failure: string | null = null;
  child.on('message', (message: ReceiverMessage) => {
    if (message.type === 'error') failure ??= message.message;
    waiting.get(message.type)?.(message);
  });
  const next = <T extends ReceiverMessage['type']>(type: T, timeoutMs = 120_000) =>
    new Promise<Extract<ReceiverMessage, { type: T }>>((done, fail) => {
      const timer = setTimeout(
        () =>
          fail(
            new Error(`receiver: no ${type} in ${timeoutMs} ms${failure ? ` (${failure})` : ''}`),
          ),
        timeoutMs,
      );
      waiting.set(type, (message) => {
        clearTimeout(timer);
        waiting.delete(type);
        done(message as Extract<ReceiverMessage, { type: T }>);
      });
    });
  return { child, next, failure: () => failure };
}

async function holdStreams(
  port: number,
  path: string,
  headers: string[],
  block: number,
  count = STREAMS,
) {
  const r = receiver();
  await r.next('up');
  r.child.send({
    type: 'open',
    port,
    path,
    headers,
    count,
    block,
    perAddress: PER_ADDRESS,
  });
  const opened = await r.next('open');
  return { ...r, openMs: opened.ms };
}

/** Fires `EVENTS` events (after one warm-up) and pools each stream's delivery time. */
async function deliveries(
  r: Awaited<ReturnType<typeof holdStreams>>,
  event: string,
  fire: (i: number) => Promise<void>,
): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i <= EVENTS; i++) {
    r.child.send({ type: 'arm', event });
    await r.next('armed');
    const received = r.next('received', 60_000);
    const sentAt = process.hrtime.bigint();
    await fire(i);
    const { at } = await received;
    const missing = at.filter((stamp) => stamp === null).length;
    if (missing > 0) throw new Error(`${missing} of ${at.length} streams never got ${event}`);
    if (i > 0) for (const stamp of at) samples.push(Number(BigInt(stamp!) - sentAt) / 1e6);
    await new Promise((done) => setTimeout(done, 500));
  }
  return summarize(samples);
}

/** The process's resident memory once it has collected its garbage. */
async function rssKb(pid: number): Promise<number> {
  process.kill(pid, 'SIGWINCH');
  await new Promise((done) => setTimeout(done, 1500));
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN);
}

async function floor(log: Log): Promise<Summary> {
  const frameBytes = 200;
  const server = fork(FLOOR, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, FLOOR_FRAME_BYTES: String(frameBytes) },
  });
  const port = await new Promise<number>((done) =>
    server.on('message', (m: { port: number }) => done(m.port)),
  );
  const r = await holdStreams(port, '/', [], 40);
  try {
    log(`floor: ${STREAMS} streams open in ${(r.openMs / 1000).toFixed(1)} s; firing …`);
    return await deliveries(r, 'floor', async () => {
      await fetch(`http://127.0.0.1:${port}/fire`, { method: 'POST' });
    });
  } finally {
    r.child.send({ type: 'close' });
    server.kill();
  }
}

async function couple(origin: string, partnerOrigin = origin) {
  const api = new BenchApi(origin);
  const member = await benchMember(api, 1);
  const partner = await benchMember(new BenchApi(partnerOrigin), 2);
  await linkCouple(api, member, partner);
  return { member, partner, partnerApi: new BenchApi(partnerOrigin) };
}

async function ours(
  log: Log,
  origin: string,
  pid: number | null,
  partnerOrigin: string,
  block: number,
): Promise<{ delivery: Summary; perStreamKb: number | null }> {
  const { member, partner, partnerApi } = await couple(origin, partnerOrigin);
  const port = Number(new URL(origin).port);
  const headers = [`Authorization: Bearer ${member}`];
  // Memory is the growth from the first WARM streams to all of them: right after start-up the
  // server's RSS still holds start-up garbage, which would hide the streams' share.
  const warm = await holdStreams(port, `/api${SSE_PATH}`, headers, block, WARM);
  await new Promise((done) => setTimeout(done, 2000));
  const before = pid ? await rssKb(pid) : null;
  const r = await holdStreams(port, `/api${SSE_PATH}`, headers, block + 1, STREAMS - WARM);
  try {
    log(
      `ours: ${STREAMS} streams open (the last ${STREAMS - WARM} in ${(r.openMs / 1000).toFixed(1)} s); firing …`,
    );
    await new Promise((done) => setTimeout(done, 3000));
    const perStreamKb = pid && before ? ((await rssKb(pid)) - before) / (STREAMS - WARM) : null;
    const delivery = await deliveries(r, 'partner_updated', async (i) => {
      await partnerApi.call('updateMember', { token: partner, body: { nickname: `벤치짝${i}` } });
    });
    return { delivery, perStreamKb };
  } finally {
    r.child.send({ type: 'close' });
    warm.child.send({ type: 'close' });
  }
}

const figure = (s: Summary) => `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;

function deliveryRow(
  what: string,
  delivery: Summary,
  floorSummary: Summary,
  extraMs: number,
): BenchRow {
  const budget = 1.25 * floorSummary.p99 + extraMs;
  return {
    what,
    budget: `p99 ≤ 1.25 × floor p99 + ${extraMs} ms = ${ms(budget)}`,
    measured: `${figure(delivery)} (floor ${figure(floorSummary)}; ${delivery.count} deliveries)`,
    met: delivery.p99 <= budget,
  };
}

export async function streams(
  log: Log,
  options: { adminUrl?: string | undefined; redisUrl?: string | undefined },
): Promise<BenchRow[]> {
  log(`streams: the floor (bare Node writer, ${STREAMS} streams) …`);
  const floorSummary = await floor(log);
  const rows: BenchRow[] = [];

  log(`streams: our server, embedded PGlite, ${STREAMS} streams …`);
  const server = await startServer({ ...BIG_CAPS, ...GC_ON_SIGNAL });
  try {
    const { delivery, perStreamKb } = await ours(log, server.origin, server.pid, server.origin, 50);
    rows.push({
      what: `Memory per open stream, embedded PGlite (${STREAMS.toLocaleString('en-US')} streams, server RSS)`,
      budget: `≤ ${STREAM_MEMORY_BUDGET_KB} KB`,
      measured: `${perStreamKb?.toFixed(1)} KB`,
      met: perStreamKb !== null && perStreamKb <= STREAM_MEMORY_BUDGET_KB,
    });
    rows.push(
      deliveryRow(
        `Event delivery to ${STREAMS} streams, in-process, embedded PGlite`,
        delivery,
        floorSummary,
        10,
      ),
    );
  } finally {
    await server.stop();
  }

  if (options.adminUrl && options.redisUrl) {
    log(`streams: two instances through Redis (PostgreSQL), ${STREAMS} streams on one …`);
    const services = await sharedServices();
    const one = await startInstance({ ...services.env, ...BIG_CAPS });
    const two = await startInstance({ ...services.env, ...BIG_CAPS });
    try {
      const { delivery } = await ours(log, one.url, null, two.url, 60);
      rows.push(
        deliveryRow(
          `Event delivery to ${STREAMS} streams, two instances through Redis (trigger on the other)`,
          delivery,
          floorSummary,
          60,
        ),
      );
    } finally {
      await stopInstance(one);
      await stopInstance(two);
      await services.drop();
    }
  }
  return rows;
}
