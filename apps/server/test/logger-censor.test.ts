import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { lazyRequestLogger } from '../src/platform/http/request-log';
import { CENSORED, censor, loggerOptions } from '../src/platform/logger';

describe('censor', () => {
  it('blanks secret keys at the top level and nested, in objects and arrays', () => {
    const line = {
      authorization: 'Bearer a',
      body: { idToken: 'b', nickname: '담이' },
      headers: { cookie: 'c', 'set-cookie': ['d'], accept: '*/*' },
      sessions: [{ refreshToken: 'e', id: 1 }],
      deep: { one: { two: { password: 'f' } } },
      keep: 3,
    };
    expect(censor(line)).toEqual({
      authorization: CENSORED,
      body: { idToken: CENSORED, nickname: '담이' },
      headers: { cookie: CENSORED, 'set-cookie': CENSORED, accept: '*/*' },
      sessions: [{ refreshToken: CENSORED, id: 1 }],
      deep: { one: { two: { password: CENSORED } } },
      keep: 3,
    });
  });

  it('never changes the logged object, and returns it as is when nothing is secret', () => {
    const line = { body: { token: 'x' } };
    const out = censor(line);
    expect(line.body.token).toBe('x');
    expect(out).not.toBe(line);
    const clean = { memberId: 7, nested: { a: [1, 2] } };
    expect(censor(clean)).toBe(clean);
  });

  it('leaves objects of a class to their serializers', () => {
    class Request {
      token = 'kept for the serializer';
    }
    const request = new Request();
    expect(censor({ req: request }).req).toBe(request);
  });
});

describe('the logger', () => {
  function capture(): { logger: pino.Logger; lines: () => Record<string, unknown>[] } {
    const out: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        out.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const options = loggerOptions('info', stream) as pino.LoggerOptions & {
      stream: pino.DestinationStream;
    };
    const logger = pino(options, options.stream);
    return { logger, lines: () => out.map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  it('writes no secret from a line, a child binding or an error field', () => {
    const { logger, lines } = capture();
    const error = Object.assign(new Error('refresh failed'), { refreshToken: 'r-secret' });
    logger.child({ accessToken: 'a-secret' }).info({ body: { token: 't-secret' } }, 'hello');
    logger.error({ err: error }, 'failed');
    const text = JSON.stringify(lines());
    for (const secret of ['r-secret', 'a-secret', 't-secret']) expect(text).not.toContain(secret);
    expect(lines()[0]).toMatchObject({ accessToken: CENSORED, body: { token: CENSORED } });
    expect(lines()[1]).toMatchObject({
      err: { message: 'refresh failed', refreshToken: CENSORED },
    });
  });
});

describe("a request's logger", () => {
  it('is made only when something logs through it, with the bindings and options given', () => {
    const made: unknown[][] = [];
    const lines: unknown[][] = [];
    const child = { level: 'warn', info: (...args: unknown[]) => lines.push(args) };
    const parent = {
      level: 'info',
      child: (...args: unknown[]) => {
        made.push(args);
        return child;
      },
    } as unknown as FastifyBaseLogger;
    const make = lazyRequestLogger as (...args: unknown[]) => FastifyBaseLogger;
    const log = make(parent, { reqId: 'r-1' }, { level: 'warn' }, null);
    expect(made).toEqual([]);
    expect(log.level).toBe('warn');
    log.info({ a: 1 }, 'hello');
    expect(made).toEqual([[{ reqId: 'r-1' }, { level: 'warn' }]]);
    expect(lines).toEqual([[{ a: 1 }, 'hello']]);
    log.info('again');
    expect(made).toHaveLength(1);
  });
});
