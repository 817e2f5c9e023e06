import { parseSsePayload, type ChatMessage, type CurrentRoom } from '@dama/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers/database';
import {
  FollowedStream,
  MixedLoad,
  readyCouple,
  readyMember,
  sentBetween,
  type LoadMember,
} from '../helpers/mixed-load';
import { failed, metric, METRICS_TOKEN, until } from '../helpers/fault-probes';
import { startProxy, type Proxy } from '../helpers/nginx';
import { OwnPostgres, OwnRedis, ownServicesAvailable } from '../helpers/own-services';
import { api, startInstance, stopInstance, type Instance } from '../helpers/server-processes';

/**
 * Issue 36, PostgreSQL: two instances behind nginx on a PostgreSQL and a Redis of this test's own,
 * under a mixed load; PostgreSQL stopped (`pg_ctl stop -m fast`: every session ended, new ones
 * refused) for OUTAGE_MS, then started. While it is away every answer that needs it is 503/50300
 * in the envelope with Retry-After, within 2 s; a reply that was streaming fails cleanly (FAILED,
 * `chat_error`) and the member's retry answers it once; pg-boss runs jobs again; the instances
 * serve normally within 10 s of PostgreSQL accepting connections (decision 0077).
 */
const OUTAGE_MS = 20_000;
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 15440);
const REDIS_PORT = Number(process.env.FAULT_PG_REDIS_PORT ?? 16380);

describe.runIf(usePostgres && ownServicesAvailable)(
  'PostgreSQL stopped and started under load',
  () => {
    const postgres = new OwnPostgres(PG_PORT);
    const redis = new OwnRedis(REDIS_PORT);
    let a: Instance;
    let b: Instance;
    let proxy: Proxy;
    let members: LoadMember[] = [];
    let chatter: LoadMember;
    const streams: FollowedStream[] = [];

    beforeAll(async () => {
      await Promise.all([postgres.init(), redis.start()]);
      const admin = new pg.Client({ connectionString: postgres.url() });
      await admin.connect();
      await admin.query('create database dama');
      await admin.end();
      const env = {
        DATABASE_URL: postgres.url('dama'),
        REDIS_URL: redis.url,
        TRUST_PROXY: '127.0.0.1',
        METRICS_TOKEN,
        // Replies stream for a few seconds, so some are under way when PostgreSQL goes.
        SCRIPTED_REPLY_DELAY_MS: '150',
      };
      const keep = (line: string) => line.includes('"dependency"');
      a = await startInstance(env, undefined, keep);
      b = await startInstance(env, undefined, keep);
      // The server lines of deploy/nginx/site.conf.
      proxy = await startProxy([a.url, b.url], { serverParams: 'max_fails=2 fail_timeout=2s' });
      members = [...(await readyCouple(a.url, '가')), ...(await readyCouple(a.url, '나'))];
      chatter = await readyMember(a.url, '다하나');
      for (const member of [...members, chatter]) {
        streams.push(new FollowedStream(proxy.url, () => member.accessToken));
      }
    }, 120_000);

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await proxy?.stop();
      await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
      await redis.stop();
      await postgres.destroy();
    }, 60_000);

    it('503 with Retry-After within 2 s while it is away; replies fail cleanly; back within 10 s', async () => {
      const chatStream = streams.at(-1)!;
      const load = new MixedLoad(proxy.url, a.url, members);
      await until(() => Promise.resolve(load.outcomes.length >= 40), 30_000, 'load running');

      // A reply under way when PostgreSQL goes: its first chunk has reached the member.
      const before = chatStream.events.length;
      const sent = await api<{ messageId: number }>(proxy.url, 'POST', '/chatrooms/current/send', {
        token: chatter.accessToken,
        body: { message: '요즘 자꾸 다퉈서 힘들어' },
      });
      expect(sent.status).toBe(200);
      await chatStream.waitFor((e) => e.event === 'chat_response', before);

      const stopping = Date.now();
      await postgres.stop();
      const stopped = Date.now();
      // Each instance says so: its metric, its readiness (asked directly, not through nginx).
      await until(
        () => metric(a, 'dama_dependency_up{dependency="database"} 0'),
        5_000,
        'metric 0',
      );
      const ready = await fetch(`${b.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { message: string }).message).toContain('database');
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stopped))),
      );
      await postgres.start();
      const started = Date.now();

      // Serving again: a write through the proxy answers 200.
      await until(
        async () =>
          (
            await api(proxy.url, 'PATCH', '/members', {
              token: members[0]!.accessToken,
              body: { nickname: '돌아왔어' },
            })
          ).status === 200,
        15_000,
        'a write answered after PostgreSQL started',
      );
      const writable = Date.now();
      await until(
        () => Promise.resolve(sentBetween(load.outcomes, writable, Infinity).length >= 40),
        30_000,
        'load after',
      );
      await load.stop();
      // Neither instance went down with it (a broken connection held by a transaction once
      // crashed the process).
      expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);

      const all = load.outcomes;
      const during = sentBetween(all, stopped, started);
      const refusals = all.filter(failed);
      // Every failure is the contract's 503 with Retry-After, never a hang, an HTML page or a 500.
      for (const o of refusals) {
        expect(o, JSON.stringify(o)).toMatchObject({ status: 503, code: 50300, envelope: true });
        expect(o.retryAfter, JSON.stringify(o)).toMatch(/^\d+$/);
        expect(o.ms, JSON.stringify(o)).toBeLessThanOrEqual(2000);
      }
      expect(refusals.length).toBeGreaterThan(0);
      expect(
        sentBetween(all, 0, stopping).filter((o) => failed(o) && o.at + o.ms < stopping),
      ).toEqual([]);
      const lastFailureEnd = Math.max(
        started,
        ...all.filter((o) => failed(o) && o.at >= started).map((o) => o.at + o.ms),
      );
      const recoveryMs = lastFailureEnd - started;
      expect(recoveryMs).toBeLessThanOrEqual(10_000);
      const refusalMs = refusals.map((o) => o.ms).sort((x, y) => x - y);
      console.info(
        `postgres outage: ${during.length} requests sent while away, ${refusals.length} answered 503 ` +
          `(p50 ${refusalMs[Math.floor(refusalMs.length / 2)]} ms, max ${refusalMs.at(-1)} ms), ` +
          `${during.filter((o) => o.status < 400).length} served (cached), ` +
          `${all.filter((o) => o.status === 0).length} without an answer; ` +
          `writes again ${writable - started} ms and last refusal ${recoveryMs} ms after PostgreSQL started`,
      );

      // The reply that was streaming: failed cleanly once PostgreSQL was back, or stored once.
      const end = await chatStream.waitFor(
        (e) => e.event === 'chat_error' || e.event === 'ai_response_id',
        before,
        20_000,
      );
      const messageId = sent.body.data!.messageId;
      if (end.event === 'chat_error') {
        expect(parseSsePayload('chat_error', end.data ?? '')).toMatchObject({ messageId });
        console.info(
          `streaming reply failed cleanly ${Date.now() - started} ms after PostgreSQL started`,
        );
        const retried = await api(proxy.url, 'POST', '/chatrooms/current/retry', {
          token: chatter.accessToken,
        });
        expect(retried.status).toBe(200);
        await chatStream.waitFor(
          (e) => e.event === 'ai_response_id',
          chatStream.events.indexOf(end),
        );
      }
      const list = (
        await api<{ list: ChatMessage[] }>(proxy.url, 'GET', '/chatrooms/current/messages', {
          token: chatter.accessToken,
        })
      ).body.data!.list;
      // Newest first: one reply, then the member's message, answered (DONE), then the greeting.
      expect(list.map((m) => [m.senderType, m.status])).toEqual([
        ['ASSISTANT', 'DONE'],
        ['USER', 'DONE'],
        ['ASSISTANT', 'DONE'],
      ]);

      // No reply stored twice, none left pending, for every member of the load.
      for (const member of members) {
        await until(
          async () =>
            (
              await api<CurrentRoom>(proxy.url, 'GET', '/chatrooms/current', {
                token: member.accessToken,
              })
            ).body.data?.pendingReply === false,
          20_000,
          'no reply left pending',
        );
        const messages = (
          await api<{ list: ChatMessage[] }>(proxy.url, 'GET', '/chatrooms/current/messages', {
            token: member.accessToken,
          })
        ).body.data!.list;
        for (let i = 1; i < messages.length; i++) {
          const [newer, older] = [messages[i - 1]!, messages[i]!];
          if (newer.senderType === 'ASSISTANT' && older.senderType === 'ASSISTANT') {
            expect(newer.content).not.toBe(older.content);
          }
        }
      }

      // pg-boss runs jobs again: ending the room makes its summary (the chat-summary job).
      const completedFrom = chatStream.events.length;
      expect(
        (
          await api(proxy.url, 'POST', '/chatrooms/current/complete', {
            token: chatter.accessToken,
          })
        ).status,
      ).toBe(200);
      await chatStream.waitFor((e) => e.event === 'chat_summary_ready', completedFrom, 30_000);

      // An operator's lines for the outage and its end, and the metric back at 1.
      const lines = [...a.lines, ...b.lines];
      expect(lines.some((l) => l.includes('"msg":"database unavailable'))).toBe(true);
      expect(lines.some((l) => l.includes('"msg":"database is back'))).toBe(true);
      expect(await metric(a, 'dama_dependency_up{dependency="database"} 1')).toBe(true);
    }, 180_000);
  },
);
