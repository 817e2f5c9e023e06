import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { RequestSampler } from '../src/platform/http/request-log';
import { BoundedLogStream, infoShareOf, type LogSink } from '../src/platform/log-stream';
import { build, TEST_ENV } from './helpers/build';
import { bearer } from './helpers/http';

/** Bounded logs (decision 0044): sampled successes, and a buffer that keeps warnings. */

/** A log output that takes lines and never hands any on (a reader that stopped reading). */
class StuckSink implements LogSink {
  readonly lines: string[] = [];
  private listener: (bytes: number) => void = () => undefined;
  write(line: string): boolean {
    this.lines.push(line);
    return true;
  }
  on(_event: 'write', listener: (bytes: number) => void): this {
    this.listener = listener;
    return this;
  }
  /** The reader catches up: everything taken so far is written. */
  drain(): void {
    this.listener(this.lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0));
  }
  bytes(): number {
    return this.lines.reduce((sum, line) => sum + Buffer.byteLength(line), 0);
  }
  levels(level: number): number {
    return this.lines.filter((line) => line.startsWith(`{"level":${level},`)).length;
  }
}

const METRICS_TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';

interface LogLine {
  level: number;
  msg: string;
  res?: { statusCode: number };
  req?: { url: string };
  skipped?: number;
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as LogLine);
const completed = (lines: LogLine[], url: string) =>
  lines.filter((line) => line.msg === 'request completed' && line.req?.url === url);

describe('RequestSampler', () => {
  it('lets the first n of each second through and tells the next one how many it left out', () => {
    let now = 5_000;
    const sampler = new RequestSampler(3, () => now);
    const first = Array.from({ length: 10 }, () => sampler.take());
    expect(first).toEqual([0, 0, 0, null, null, null, null, null, null, null]);
    now = 5_999;
    expect(sampler.take()).toBeNull();
    now = 6_000;
    expect(sampler.take()).toBe(8);
    expect(sampler.take()).toBe(0);
    expect(sampler.skippedTotal).toBe(8);
  });

  it('null: every line; 0: none', () => {
    const all = new RequestSampler(null);
    expect(Array.from({ length: 1000 }, () => all.take()).every((v) => v === 0)).toBe(true);
    const none = new RequestSampler(0);
    expect(none.take()).toBeNull();
    expect(none.skippedTotal).toBe(1);
  });
});

describe('the log configuration', () => {
  const env = (extra: Record<string, string>) => loadConfig({ ...TEST_ENV, ...extra }).log;

  it('20 lines a second at info by default, every line at debug or trace, 1 s slow, 16 MiB', () => {
    expect(env({ LOG_LEVEL: 'info' })).toEqual({
      successPerSecond: 20,
      slowMs: 1000,
      bufferBytes: 16 * 1024 * 1024,
    });
    expect(env({ LOG_LEVEL: 'debug' }).successPerSecond).toBeNull();
    expect(env({ LOG_LEVEL: 'trace' }).successPerSecond).toBeNull();
    expect(env({ LOG_LEVEL: 'debug', LOG_SAMPLE: '50/s' }).successPerSecond).toBe(50);
    expect(env({ LOG_SAMPLE: ' ALL ' }).successPerSecond).toBeNull();
    expect(env({ LOG_SAMPLE: '0/s', LOG_SLOW_MS: '250', LOG_BUFFER_MB: '4' })).toEqual({
      successPerSecond: 0,
      slowMs: 250,
      bufferBytes: 4 * 1024 * 1024,
    });
  });

  it('refuses what it cannot read', () => {
    const refused: Record<string, string>[] = [
      { LOG_SAMPLE: '20' },
      { LOG_SAMPLE: '1/10' },
      { LOG_SAMPLE: 'some' },
      { LOG_SLOW_MS: '0' },
      { LOG_BUFFER_MB: '0' },
      { LOG_BUFFER_MB: '2048' },
    ];
    for (const bad of refused) {
      expect(() => env(bad), JSON.stringify(bad)).toThrow(/LOG_/);
    }
  });
});

describe('BoundedLogStream', () => {
  const CAP = 64 * 1024;

  function logger(sink: LogSink) {
    const stream = new BoundedLogStream(sink, CAP);
    return { stream, log: pino({ level: 'info', base: null }, stream) };
  }

  it('an output that never drains: information is shed past its share, warnings still get through, nothing past the cap', () => {
    const sink = new StuckSink();
    const { stream, log } = logger(sink);
    const filler = 'x'.repeat(100);
    for (let i = 0; i < 10_000; i++) {
      log.info({ i, filler }, 'request completed');
      if (i % 100 === 0) log.error({ i }, 'something failed');
    }
    expect(stream.buffered).toBe(sink.bytes());
    expect(stream.buffered).toBeLessThanOrEqual(CAP);
    // Information filled its three quarters, then was dropped and counted.
    const infoKept = sink.levels(30);
    expect(infoKept).toBeGreaterThan(0);
    expect(infoKept).toBeLessThan(10_000);
    expect(stream.droppedTotal.info).toBe(10_000 - infoKept);
    // Every error line went through (the last quarter is theirs).
    expect(sink.levels(50)).toBe(100);
    expect(stream.droppedTotal.warn).toBe(0);

    // Warnings beyond the whole cap are dropped too, and counted apart: memory stays bounded.
    for (let i = 0; i < 1000; i++) log.warn({ i, filler }, 'still failing');
    expect(stream.buffered).toBeLessThanOrEqual(CAP);
    expect(sink.levels(40)).toBeGreaterThan(0);
    expect(stream.droppedTotal.warn).toBe(1000 - sink.levels(40));

    // Once the reader catches up, information flows again.
    sink.drain();
    expect(stream.buffered).toBe(0);
    log.info('back');
    expect(sink.lines.at(-1)).toContain('"msg":"back"');
  });

  it('the periodic report: one warn line with the drops since the last one, none when nothing was dropped', async () => {
    const sink = new StuckSink();
    const stream = new BoundedLogStream(sink, 1024);
    const log = pino({ level: 'info', base: null }, stream);
    for (let i = 0; i < 50; i++) log.info({ i }, 'x'.repeat(40));
    const reports: object[] = [];
    const stop = stream.reportDrops({ warn: (details) => reports.push(details) }, 20);
    await new Promise((resolve) => setTimeout(resolve, 70));
    stop();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      droppedLines: stream.droppedTotal.info,
      droppedWarnLines: 0,
      bufferedBytes: stream.buffered,
    });
    expect(stream.droppedTotal.info).toBeGreaterThan(0);
    expect(stream.buffered).toBeLessThanOrEqual(infoShareOf(1024));
  });

  it('on a real pipe nobody reads (SonicBoom, the stdout setup): its buffer stays within the cap, errors still go in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dama-log-pipe-'));
    const fifo = join(dir, 'stdout');
    execFileSync('mkfifo', [fifo]);
    // A reader that never reads: the pipe's 64 KiB fill, then every write waits.
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const sonic = pino.destination({ dest: fifo, sync: false });
    await new Promise((resolve) => sonic.once('ready', resolve));
    const stream = new BoundedLogStream(sonic, 256 * 1024);
    const log = pino({ level: 'info', base: null }, stream);
    try {
      const filler = 'y'.repeat(200);
      for (let round = 0; round < 20; round++) {
        for (let i = 0; i < 2000; i++) log.info({ round, i, filler }, 'request completed');
        log.error({ round }, 'request failed');
        await new Promise((resolve) => setImmediate(resolve));
      }
      const held = (sonic as unknown as { _len: number })._len;
      expect(held).toBe(stream.buffered);
      expect(held).toBeLessThanOrEqual(256 * 1024);
      expect(stream.droppedTotal.info).toBeGreaterThan(30_000);
      expect(stream.droppedTotal.warn).toBe(0);
    } finally {
      // Let it go: read the pipe empty until SonicBoom has written everything it held.
      const chunk = Buffer.alloc(64 * 1024);
      const deadline = Date.now() + 10_000;
      while (stream.buffered > 0 && Date.now() < deadline) {
        try {
          while (readSync(reader, chunk, 0, chunk.length, null) > 0);
        } catch {
          // EAGAIN: empty for now
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      sonic.end();
      await new Promise((resolve) => sonic.once('close', resolve));
      closeSync(reader);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('request lines under a flood', () => {
  it('successful requests: at most LOG_SAMPLE lines a second; every 4xx and 5xx has its line', async () => {
    const t = await build({
      logLevel: 'info',
      env: { LOG_SAMPLE: '5/s', METRICS_TOKEN },
      beforeReady: (app) => {
        app.get('/api/test/boom', () => Promise.reject(new Error('this route fails')));
      },
    });
    try {
      const started = Date.now();
      for (let i = 0; i < 300; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
      const seconds = Math.ceil((Date.now() - started) / 1000);
      for (let i = 0; i < 40; i++) await t.app.inject({ method: 'GET', url: '/api/nope' });
      for (let i = 0; i < 25; i++) await t.app.inject({ method: 'GET', url: '/api/members' });
      for (let i = 0; i < 10; i++) await t.app.inject({ method: 'GET', url: '/api/test/boom' });

      const lines = parsed(t.logs);
      const health = completed(lines, '/api/health');
      // The first 5 of each second the flood spanned (it may straddle one more boundary).
      expect(health.length).toBeGreaterThanOrEqual(1);
      expect(health.length).toBeLessThanOrEqual(5 * (seconds + 1));
      expect(health.length).toBeLessThan(300);
      // A written line says how many were left out before it.
      const told = health.reduce((sum, line) => sum + (line.skipped ?? 0), 0);
      expect(health.length + told).toBeLessThanOrEqual(300);

      expect(completed(lines, '/api/nope').map((l) => l.res?.statusCode)).toEqual(
        Array<number>(40).fill(404),
      );
      expect(completed(lines, '/api/members')).toHaveLength(25);
      expect(completed(lines, '/api/test/boom').map((l) => l.res?.statusCode)).toEqual(
        Array<number>(10).fill(500),
      );
      expect(lines.filter((l) => l.level === 50 && l.msg === 'unexpected error')).toHaveLength(10);

      // The sampler's count is a metric (the scrape itself is one more successful request).
      const scrape = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: bearer(METRICS_TOKEN),
      });
      const sampledOut = /^dama_log_requests_sampled_out_total (\d+)$/m.exec(scrape.body)?.[1];
      expect(Number(sampledOut)).toBe(300 - health.length);
    } finally {
      await t.close();
    }
  });

  it('slow requests are always logged, even with no budget for successes', async () => {
    const t = await build({
      logLevel: 'info',
      env: { LOG_SAMPLE: '0/s', LOG_SLOW_MS: '100' },
      beforeReady: (app) => {
        app.get('/api/test/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 150));
          return { slow: true };
        });
      },
    });
    try {
      for (let i = 0; i < 20; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
      for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/test/slow' });
      await t.app.inject({ method: 'GET', url: '/api/nope' });
      const lines = parsed(t.logs);
      expect(completed(lines, '/api/health')).toHaveLength(0);
      expect(completed(lines, '/api/test/slow')).toHaveLength(3);
      expect(completed(lines, '/api/nope')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('an app whose log output never drains: memory stays under the cap, its error lines go through', async () => {
    const sink = new StuckSink();
    // A quarter of the cap (32 KiB) is kept for warnings and errors: room for the ten below.
    const cap = 128 * 1024;
    const stream = new BoundedLogStream(sink, cap);
    const t = await build({
      logLevel: 'info',
      logStream: stream,
      env: { LOG_SAMPLE: 'all', METRICS_TOKEN },
      beforeReady: (app) => {
        app.get('/api/test/boom', () => Promise.reject(new Error('this route fails')));
      },
    });
    try {
      for (let i = 0; i < 600; i++) {
        await t.app.inject({ method: 'GET', url: '/api/health' });
        if (i % 60 === 0) await t.app.inject({ method: 'GET', url: '/api/test/boom' });
      }
      expect(stream.buffered).toBeLessThanOrEqual(cap);
      expect(stream.buffered).toBe(sink.bytes());
      expect(stream.droppedTotal.info).toBeGreaterThan(100);
      const errors = parsed(sink.lines).filter((l) => l.msg === 'unexpected error');
      expect(errors).toHaveLength(10);
      expect(stream.droppedTotal.warn).toBe(0);

      // Read at scrape time, before the scrape's own (dropped) line.
      const dropped = stream.droppedTotal.info;
      const scrape = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: bearer(METRICS_TOKEN),
      });
      expect(scrape.body).toContain(`dama_log_lines_dropped_total{level="info"} ${dropped}`);
      expect(scrape.body).toContain('dama_log_lines_dropped_total{level="warn"} 0');
      expect(scrape.body).toMatch(/^dama_log_buffered_bytes \d+$/m);
    } finally {
      await t.close();
    }
  });
});
