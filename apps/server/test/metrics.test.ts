import { describe, expect, it } from 'vitest';
import type { JobHandle } from '../src/platform/jobs';
import { useListeningApp } from './helpers/app-hooks';
import { type TestApp } from './helpers/build';
import { usePostgres } from './helpers/database';
import { MemberEventLog, currentRoom, makeChatMember, send } from './helpers/chat';
import { signIn } from './helpers/factories';
import { FakeCounsellor, Gate } from './helpers/fake-counsellor';
import { bearer } from './helpers/http';
import { settled } from './helpers/jobs';
import { connect } from './helpers/sse';
import { TOKEN, parse, scrape, value } from './helpers/metrics';

/** Prometheus metrics (decision 0041): what is measured. */
describe('metrics on the main port behind METRICS_TOKEN', () => {
  let t: TestApp;
  let base: string;
  let failing: JobHandle<Record<string, never>>;
  const counsellor = new FakeCounsellor();
  const streams = useListeningApp(
    (app, url) => {
      [t, base] = [app, url];
    },
    {
      env: { METRICS_TOKEN: TOKEN },
      counsellor,
      beforeReady: (app) => {
        failing = app.jobs.define({
          name: 'metrics-test-fails',
          retryLimit: 0,
          run: () => Promise.reject(new Error('this job fails')),
        });
      },
    },
  );
  const read = async () => {
    const res = await scrape(`${base}/metrics`);
    expect(res.status).toBe(200);
    return parse(await res.text());
  };

  it('without the token → 401 (40100 envelope), with a wrong one → 401, with it → the text format', async () => {
    for (const token of [null, 'wrong-token-0123456789-abcdefghijklmnop', TOKEN.slice(0, -1)]) {
      const res = await scrape(`${base}/metrics`, token);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toMatchObject({ success: false, code: 40100 });
    }
    const basic = await fetch(`${base}/metrics`, {
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);
    const res = await scrape(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('requests by method, route pattern (never the URL) and status', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    await t.app.inject({ method: 'GET', url: '/api/members' });
    await t.app.inject({ method: 'GET', url: '/api/love-types/result/4815162342000001?x=1' });
    await t.app.inject({ method: 'GET', url: '/api/nope-metrics-3f9a' });
    const res = await scrape(`${base}/metrics`);
    const text = await res.text();
    const lines = parse(text);
    const duration = 'dama_http_request_duration_seconds';
    expect(value(lines, `${duration}_count`, { route: '/api/health', status_code: '200' })).toBe(2);
    expect(value(lines, `${duration}_count`, { route: '/api/members', status_code: '401' })).toBe(
      1,
    );
    expect(
      value(lines, `${duration}_count`, {
        method: 'GET',
        route: '/api/love-types/result/:loveTypeId',
      }),
    ).toBe(1);
    expect(value(lines, `${duration}_count`, { route: 'unmatched', status_code: '404' })).toBe(1);
    // Raw URLs, ids and queries never become label values.
    expect(text).not.toContain('4815162342000001');
    expect(text).not.toContain('nope-metrics-3f9a');
    expect(text).not.toContain('probe');
    // Every series has exactly these labels (and `le` on its buckets), the bounds ascending.
    const series = lines.filter((line) => line.name.startsWith(duration));
    for (const line of series) {
      const names = Object.keys(line.labels).sort();
      expect(names).toEqual(
        line.name.endsWith('_bucket')
          ? ['le', 'method', 'route', 'status_code']
          : ['method', 'route', 'status_code'],
      );
    }
    const healthBuckets = series.filter(
      (line) => line.name.endsWith('_bucket') && line.labels.route === '/api/health',
    );
    expect(healthBuckets.map((line) => line.labels.le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
    expect(healthBuckets.at(-1)?.value).toBe(2);
  });

  it('the platform, jobs and the event loop, with their label sets', async () => {
    const lines = await read();
    const names = new Set(lines.map((line) => line.name));
    for (const name of [
      'dama_sse_streams_open',
      'dama_chat_replies_in_progress',
      'dama_chat_reply_leases_held',
      'dama_chat_reply_leases_stale',
      'dama_read_cache_hits_total',
      'dama_read_cache_misses_total',
      'dama_read_cache_members',
      'dama_db_pool_connections',
      'dama_db_pool_idle',
      'dama_db_pool_waiting',
      'dama_job_queue_depth',
      'dama_job_runs_total',
      'dama_job_failures_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
    if (usePostgres) {
      // The pg pool's clients (the test databases' pools hold at most 4).
      expect(value(lines, 'dama_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(value(lines, 'dama_db_pool_connections')).toBeLessThanOrEqual(4);
      expect(value(lines, 'dama_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    } else {
      // PGlite: one connection.
      expect(value(lines, 'dama_db_pool_connections')).toBe(1);
      expect(value(lines, 'dama_db_pool_waiting')).toBe(0);
    }
    // Every defined queue, in every state, from zero.
    for (const state of ['created', 'retry', 'active']) {
      expect(value(lines, 'dama_job_queue_depth', { queue: 'chat-summary', state })).toBe(0);
    }
    for (const line of lines.filter((l) => l.name === 'dama_job_queue_depth')) {
      expect(Object.keys(line.labels).sort()).toEqual(['queue', 'state']);
    }
    expect(value(lines, 'dama_job_failures_total', { queue: 'sessions-cleanup-expired' })).toBe(0);
  });

  it('a failing job counts as a run and a failure of its queue', async () => {
    const before = await read();
    const runs = value(before, 'dama_job_runs_total', { queue: 'metrics-test-fails' }) ?? 0;
    expect(value(before, 'dama_job_failures_total', { queue: 'metrics-test-fails' })).toBe(0);
    const done = settled(t.app.jobs, 'metrics-test-fails');
    await failing.enqueue({});
    expect((await done).ok).toBe(false);
    const after = await read();
    expect(value(after, 'dama_job_runs_total', { queue: 'metrics-test-fails' })).toBe(runs + 1);
    expect(value(after, 'dama_job_failures_total', { queue: 'metrics-test-fails' })).toBe(1);
  });

  it('read-cache hits and misses', async () => {
    const member = await signIn(t.app);
    const before = await read();
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'GET',
        url: '/api/members',
        headers: bearer(member.accessToken),
      });
    }
    const after = await read();
    const delta = (name: string) => (value(after, name) ?? 0) - (value(before, name) ?? 0);
    // The first read loads (the member view; the guard's partner lookup too), the others hit.
    expect(delta('dama_read_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(delta('dama_read_cache_hits_total')).toBeGreaterThanOrEqual(2);
  });

  it('open live streams', async () => {
    const member = await signIn(t.app);
    const before = value(await read(), 'dama_sse_streams_open') ?? 0;
    const { stream } = await connect(base, { token: member.accessToken });
    streams.push(stream);
    expect(value(await read(), 'dama_sse_streams_open')).toBe(before + 1);
    // A hijacked stream is not a request that ended: it is not in the request histogram.
    const lines = await read();
    expect(
      value(lines, 'dama_http_request_duration_seconds_count', { route: '/api/sse/connect' }),
    ).toBeUndefined();
    stream.close();
    await stream.ended;
    await expect.poll(async () => value(await read(), 'dama_sse_streams_open')).toBe(before);
  });

  it('a reply in progress holds its lease; both go when it is stored', async () => {
    counsellor.reset();
    const member = await makeChatMember(t.app);
    const { chatRoomId } = await currentRoom(t.app, member.accessToken);
    const events = new MemberEventLog(t.app, member.memberId);
    const gate = new Gate();
    counsellor.replies.push({ chunks: ['하나 ', '둘'], gate, gateAt: 1 });
    await send(t.app, member.accessToken, '안녕');
    await events.next('chat_response');
    const during = await read();
    expect(value(during, 'dama_chat_replies_in_progress')).toBe(1);
    expect(value(during, 'dama_chat_reply_leases_held')).toBe(1);
    expect(value(during, 'dama_chat_reply_leases_stale')).toBe(0);
    gate.open();
    await t.app.chatReplies.settled(chatRoomId);
    const after = await read();
    expect(value(after, 'dama_chat_replies_in_progress')).toBe(0);
    expect(value(after, 'dama_chat_reply_leases_held')).toBe(0);
    events.close();
  });
});
