import { request as httpRequest } from 'node:http';
import { LOVE_TYPE_QUESTION_COUNT } from '@dama/contract';
import { api, signInThrough, type Member } from './server-processes';
import { openStream, type SseBlock, type SseStream } from './sse';

/**
 * The mixed load of the fault tests (issue 36): members of linked couples reading, writing,
 * answering, nudging and chatting through the proxy, each with a live stream that reconnects by
 * itself with `Last-Event-ID` (as the app does), plus sign-ins. Every answer is recorded with its
 * time, status, code, `Retry-After` and whether it was the contract's error envelope.
 */
export interface Outcome {
  op: string;
  /** When it was sent and how long it took (ms; Date.now()). */
  at: number;
  ms: number;
  /** HTTP status; 0 when no answer came (connection error or the client's 10 s time-out). */
  status: number;
  code?: number;
  retryAfter: string | null;
  /** The body was `{ success: false, code, message, requestId }`. */
  envelope: boolean;
  /** The body's `data` (for a test that goes on with it). */
  data?: unknown;
}

export interface LoadMember extends Member {
  nickname: string;
}

/** A member signed in through `via`, onboarded, with the attachment test done. */
export async function readyMember(via: string, nickname: string): Promise<LoadMember> {
  const member = await signInThrough(via);
  const token = member.accessToken;
  const terms = await api<{ list: Array<{ content: { termsId: number } }> }>(via, 'GET', '/terms');
  const agreed = (terms.body.data?.list ?? []).map((t) => ({
    termsId: t.content.termsId,
    isAgreed: true,
  }));
  const onboarded = await api(via, 'POST', '/members/onboarding', {
    token,
    body: { terms: agreed, nickname },
  });
  if (onboarded.status !== 200) throw new Error(`onboarding: ${onboarded.status}`);
  const results = Array.from({ length: LOVE_TYPE_QUESTION_COUNT }, (_, i) => ({
    questionId: i + 1,
    score: 3,
  }));
  const tested = await api(via, 'POST', '/members/love-type', { token, body: { results } });
  if (tested.status !== 200) throw new Error(`love type: ${tested.status}`);
  return { ...member, nickname };
}

/** Two ready members linked as a couple. */
export async function readyCouple(via: string, tag: string): Promise<[LoadMember, LoadMember]> {
  const one = await readyMember(via, `${tag}하나`);
  const two = await readyMember(via, `${tag}둘`);
  const code = await api<{ coupleCode: string }>(via, 'GET', '/members/invite-code', {
    token: one.accessToken,
  });
  const linked = await api(via, 'POST', '/couples', {
    token: two.accessToken,
    body: { coupleCode: code.body.data?.coupleCode },
  });
  if (linked.status !== 200) throw new Error(`link: ${linked.status}`);
  return [one, two];
}

/**
 * One call, timed and recorded; never throws. `from` is the client's own loopback address
 * (127.0.0.x): the per-IP limits count each member apart, as they would real phones.
 */
export function timedCall(
  base: string,
  op: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; from?: string } = {},
): Promise<Outcome> {
  const at = Date.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const fail = () =>
      resolve({ op, at, ms: Date.now() - at, status: 0, retryAfter: null, envelope: false });
    const req = httpRequest(
      new URL(`/api${path}`, base),
      {
        method,
        localAddress: options.from,
        timeout: 10_000,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', fail);
        res.on('end', () => {
          let body: {
            success?: unknown;
            code?: unknown;
            message?: unknown;
            requestId?: unknown;
            data?: unknown;
          } = {};
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            // not JSON (an HTML error page): envelope stays false
          }
          const retryAfter = res.headers['retry-after'];
          resolve({
            op,
            at,
            ms: Date.now() - at,
            status: res.statusCode ?? 0,
            ...(typeof body.code === 'number' ? { code: body.code } : {}),
            ...(body.data === undefined ? {} : { data: body.data }),
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            envelope:
              body.success === false &&
              typeof body.code === 'number' &&
              typeof body.message === 'string' &&
              typeof body.requestId === 'string',
          });
        });
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', fail);
    req.end(payload);
  });
}

/**
 * A member's live stream that reconnects (after a second, with the last id it saw) whenever it
 * ends or cannot open, as the app does. `events` is everything received, in order.
 */
export class FollowedStream {
  readonly events: SseBlock[] = [];
  private stream: SseStream | null = null;
  private stopped = false;
  private lastId: string | undefined;
  private readonly waiters = new Set<() => void>();
  reconnects = 0;

  constructor(
    private readonly base: string,
    private readonly token: () => string,
  ) {
    void this.run();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        const opened = await openStream(this.base, {
          token: this.token(),
          ...(this.lastId === undefined ? {} : { lastEventId: this.lastId }),
        });
        if (opened.stream) {
          this.stream = opened.stream;
          for (;;) {
            const block = await opened.stream.nextEvent();
            if (block.id !== undefined) this.lastId = block.id;
            this.events.push(block);
            for (const wake of [...this.waiters]) wake();
          }
        }
      } catch {
        // ended or refused: reconnect below
      }
      if (this.stopped) return;
      this.reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** Resolves with the first event (from `from` on) that matches, or rejects after `withinMs`. */
  async waitFor(
    match: (block: SseBlock) => boolean,
    from = 0,
    withinMs = 30_000,
  ): Promise<SseBlock> {
    const until = Date.now() + withinMs;
    for (;;) {
      const found = this.events.slice(from).find(match);
      if (found) return found;
      const left = until - Date.now();
      if (left <= 0) throw new Error('event did not arrive');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.waiters.add(done);
      }).finally(() => undefined);
      this.waiters.clear();
    }
  }

  close(): void {
    this.stopped = true;
    this.stream?.close();
  }
}

/**
 * Lanes of members' requests through `base`, one after another in each lane with a short pause
 * (a 2-core machine shares the load with the servers), until `stop()`. Sign-ins go to
 * `signInBase` (the dev issuer's key is each instance's own).
 */
export class MixedLoad {
  readonly outcomes: Outcome[] = [];
  private running = true;
  private readonly lanes: Promise<void>[] = [];
  private counter = 0;

  constructor(
    private readonly base: string,
    private readonly signInBase: string,
    private readonly members: readonly LoadMember[],
    lanes = 4,
    private readonly pauseMs = 100,
  ) {
    for (let lane = 0; lane < lanes; lane++) this.lanes.push(this.lane(lane));
  }

  private async lane(lane: number): Promise<void> {
    let step = lane;
    while (this.running) {
      const member = this.members[step % this.members.length]!;
      this.outcomes.push(await this.operation(step, member));
      step += 1;
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
  }

  private operation(step: number, member: LoadMember): Promise<Outcome> {
    const index = this.members.indexOf(member);
    const from = `127.0.0.${10 + index}`;
    const token = member.accessToken;
    const n = (this.counter += 1);
    const call = (op: string, method: string, path: string, body?: unknown) =>
      timedCall(this.base, op, method, path, {
        token,
        from,
        ...(body === undefined ? {} : { body }),
      });
    // Sign-ins (30 a minute per address) one step in 16, each from an address of its own.
    if (step % 16 === 15) return this.signIn();
    switch (step % 8) {
      case 0:
        return call('read', 'GET', '/members');
      case 1:
        return call('home', 'GET', '/home');
      case 2:
        return call('write', 'PATCH', '/members', {
          nickname: `${member.nickname.slice(0, 4)}${n % 100}`,
        });
      case 3:
        return call('answer', 'POST', '/questions/today/answers', {
          answer: `오늘은 ${n}번째로 고마웠어`,
        });
      case 4:
        return call('nudge', 'POST', '/questions/today/nudge');
      case 5:
        return call('chat', 'POST', '/chatrooms/current/send', {
          message: `요즘 마음이 좀 그래 (${n})`,
        });
      case 6:
        return call('today', 'GET', '/questions/today');
      default:
        return call('pending', 'GET', '/members/notifications/pending');
    }
  }

  /** The dev issuer's id token (no database), then the timed sign-in with it. */
  private async signIn(): Promise<Outcome> {
    const at = Date.now();
    const subject = `load-${at}-${Math.random().toString(36).slice(2)}`;
    const issued = await api<{ idToken: string }>(this.signInBase, 'POST', '/dev/id-token', {
      body: { provider: 'KAKAO', subject },
    }).catch(() => null);
    if (!issued?.body.data) {
      return {
        op: 'id-token',
        at,
        ms: Date.now() - at,
        status: issued?.status ?? 0,
        retryAfter: null,
        envelope: false,
      };
    }
    return timedCall(this.signInBase, 'sign-in', 'POST', '/login/kakao', {
      body: issued.body.data,
      from: `127.0.1.${1 + Math.floor(Math.random() * 250)}`,
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.lanes);
  }
}

/** The outcomes sent in [from, to) (ms). */
export function sentBetween(outcomes: readonly Outcome[], from: number, to: number): Outcome[] {
  return outcomes.filter((o) => o.at >= from && o.at < to);
}
