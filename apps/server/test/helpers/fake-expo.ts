import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenOn, readBody, waitForReceived } from './fake-push-http';

/**
 * A local stand-in for Expo's push API, for the tests and `npm run bench`:
 * `POST /--/api/v2/push/send` with up to 100 messages, one ticket each — `ok`, or
 * `DeviceNotRegistered` for a token marked `gone` — or a whole request answered 429/5xx when
 * told (`failNext(429)`).
 */

export interface ExpoReceived {
  to: string;
  title: string;
  body: string;
  data: unknown;
  priority?: string;
  ttl?: number;
  sound?: string;
}

export interface FakeExpo {
  /** The push API's URL (EXPO_PUSH_URL). */
  url: string;
  /** Messages answered `ok`, in order. */
  received: ExpoReceived[];
  /** Every request: its headers and how many messages it carried. */
  requests: { headers: IncomingMessage['headers']; count: number; status: number }[];
  /** The token no longer reaches a device: its tickets say `DeviceNotRegistered`. */
  gone(token: string): void;
  /** The next requests are answered with these statuses as a whole (429, 500 …). */
  failNext(...statuses: number[]): void;
  /** Messages that broke Expo's rules (more than 100 a request, a bad token …). */
  problems: string[];
  waitFor(count: number, timeoutMs?: number): Promise<ExpoReceived[]>;
  close(): Promise<void>;
}

export const EXPO_PATH = '/--/api/v2/push/send';

export async function startFakeExpo(): Promise<FakeExpo> {
  const goneTokens = new Set<string>();
  const failures: number[] = [];
  const received: ExpoReceived[] = [];
  const requests: FakeExpo['requests'] = [];
  const problems: string[] = [];
  const waiters: (() => void)[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const text = (await readBody(req)).toString('utf8');
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.method !== 'POST' || req.url !== EXPO_PATH) {
      return json(404, { errors: [{ code: 'NOT_FOUND', message: 'not found' }] });
    }
    const failure = failures.shift();
    if (failure) {
      requests.push({ headers: req.headers, count: 0, status: failure });
      return json(failure, {
        errors: [{ code: failure === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL', message: 'fake' }],
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push('not JSON');
      return json(400, { errors: [{ code: 'VALIDATION_ERROR', message: 'not JSON' }] });
    }
    const messages = (Array.isArray(body) ? body : [body]) as ExpoReceived[];
    requests.push({ headers: req.headers, count: messages.length, status: 200 });
    if (messages.length > 100) {
      problems.push(`${messages.length} messages in one request`);
      return json(400, { errors: [{ code: 'PUSH_TOO_MANY_NOTIFICATIONS', message: '> 100' }] });
    }
    const tickets = messages.map((message) => {
      if (!/^(Exponent|Expo)PushToken\[.+\]$/.test(String(message.to))) {
        problems.push('a message to something that is not an Expo token');
        return { status: 'error', message: 'bad token', details: { error: 'DeviceNotRegistered' } };
      }
      if (goneTokens.has(message.to)) {
        return {
          status: 'error',
          message: `"${message.to}" is not a registered push notification recipient`,
          details: { error: 'DeviceNotRegistered', expoPushToken: message.to },
        };
      }
      received.push(message);
      return { status: 'ok', id: randomUUID() };
    });
    json(200, { data: tickets });
    for (const wake of waiters.splice(0)) wake();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      problems.push(`stand-in: ${(error as Error).message}`);
      res.writeHead(500).end();
    });
  });
  const base = await listenOn(server);

  return {
    url: `${base}${EXPO_PATH}`,
    received,
    requests,
    problems,
    gone: (token) => goneTokens.add(token),
    failNext: (...statuses) => failures.push(...statuses),
    waitFor: (count, timeoutMs) =>
      waitForReceived(
        received,
        waiters,
        count,
        () => `${received.length} of ${count} Expo messages; ${problems.join('; ')}`,
        timeoutMs,
      ),
    close: () => closeServer(server),
  };
}

/** A valid Expo push token (unique). */
export function expoToken(): string {
  return `ExponentPushToken[${randomBytes(11).toString('base64url')}]`;
}
