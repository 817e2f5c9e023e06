import {
  createDecipheriv,
  createECDH,
  createHmac,
  randomBytes,
  randomUUID,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { closeServer, listenOn, readBody, waitForReceived } from './fake-push-http';

/**
 * A local Web Push service (RFC 8030) for the tests and `npm run bench`. `subscription()` makes a
 * browser's subscription — a P-256 key pair and a 16-byte auth secret made here with
 * node:crypto, an endpoint on this server. Each push is checked as a push service does: the
 * VAPID JWT (RFC 8292: ES256 under the `k=` key, `aud` the endpoint's origin, `exp` within
 * 24 h, a `sub`), the `Authorization: vapid t=…, k=…` header, TTL, Urgency and
 * `Content-Encoding: aes128gcm`; then its payload is DECRYPTED with the subscription's private
 * key (RFC 8291) and parsed. A push that fails any check is answered 400/401/403 and recorded in
 * `problems`. Answers 201 unless told otherwise per endpoint (`answer(endpoint, 410)`, `429`,
 * `500` …).
 */

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedWebPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The raw request body (ciphertext), as sent. */
  ciphertext: Buffer;
  headers: IncomingMessage['headers'];
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** What this stand-in answered. */
  status: number;
}

export interface FakeWebPush {
  url: string;
  /** A new browser subscription on this service. */
  subscription(): TestSubscription;
  /** The next answers for pushes to this endpoint (then 201 again). */
  answer(endpoint: string, ...statuses: number[]): void;
  /** Pushes that passed every check, decrypted (whatever was answered). */
  received: ReceivedWebPush[];
  /** Pushes that failed a check, with why. */
  problems: string[];
  /** Resolves once `count` pushes have been received in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebPush[]>;
  close(): Promise<void>;
}

interface Keys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 / RFC 8188: decrypts one aes128gcm record for the user agent's keys. */
export function decryptWebPush(body: Buffer, keys: Keys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, not a P-256 point`);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = keys.ecdh.computeSecret(serverPublicKey);
  const prkKey = hmac(keys.auth, ecdhSecret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.publicKey,
    serverPublicKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end);
}

/** Checks a push's VAPID header (RFC 8292) for this endpoint; returns its claims or throws. */
async function verifyVapid(
  authorization: string | undefined,
  endpoint: string,
): Promise<ReceivedWebPush['vapid']> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Authorization is not "vapid t=…, k=…": ${authorization ?? 'none'}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const header = decodeProtectedHeader(jwt);
  if (header.alg !== 'ES256') throw new Error(`JWT alg ${String(header.alg)}, not ES256`);
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const aud = new URL(endpoint).origin;
  const { payload } = await jwtVerify(jwt, key, { audience: aud, algorithms: ['ES256'] });
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now || payload.exp > now + 24 * 3600) {
    throw new Error(`exp ${String(payload.exp)} is not within the next 24 h`);
  }
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
    throw new Error(`sub ${String(payload.sub)} is not mailto: or https:`);
  }
  return { aud, exp: payload.exp, sub: payload.sub, publicKey: k };
}

export async function startFakeWebPush(): Promise<FakeWebPush> {
  const subscriptions = new Map<string, Keys>();
  const answers = new Map<string, number[]>();
  const received: ReceivedWebPush[] = [];
  const problems: string[] = [];
  const waiters: (() => void)[] = [];
  let url = '';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const endpoint = `${url}${req.url ?? ''}`;
    const keys = subscriptions.get(endpoint);
    const refuse = (status: number, problem: string) => {
      problems.push(problem);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(problem);
    };
    if (req.method !== 'POST') return refuse(405, `method ${req.method}`);
    if (!keys) return refuse(404, 'no such subscription');
    let vapid: ReceivedWebPush['vapid'];
    try {
      vapid = await verifyVapid(req.headers.authorization, endpoint);
    } catch (error) {
      return refuse(401, `VAPID: ${(error as Error).message}`);
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(400, `Content-Encoding ${String(req.headers['content-encoding'])}`);
    }
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, `TTL ${String(req.headers.ttl)}`);
    if (!['very-low', 'low', 'normal', 'high'].includes(String(req.headers.urgency))) {
      return refuse(400, `Urgency ${String(req.headers.urgency)}`);
    }
    let payload: unknown;
    try {
      payload = JSON.parse(decryptWebPush(body, keys).toString('utf8'));
    } catch (error) {
      return refuse(400, `payload: ${(error as Error).message}`);
    }
    const queue = answers.get(endpoint) ?? [];
    const status = queue.shift() ?? 201;
    received.push({ endpoint, payload, ciphertext: body, headers: req.headers, vapid, status });
    res.writeHead(status).end();
    for (const wake of waiters.splice(0)) wake();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      problems.push(`stand-in: ${(error as Error).message}`);
      res.writeHead(500).end();
    });
  });
  url = await listenOn(server);

  return {
    url,
    received,
    problems,
    subscription() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, publicKey, auth });
      return {
        endpoint,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, ...statuses) {
      answers.set(endpoint, [...(answers.get(endpoint) ?? []), ...statuses]);
    },
    waitFor: (count, timeoutMs) =>
      waitForReceived(
        received,
        waiters,
        count,
        () => `${received.length} of ${count} web pushes; problems: ${problems.join('; ')}`,
        timeoutMs,
      ),
    close: () => closeServer(server),
  };
}
