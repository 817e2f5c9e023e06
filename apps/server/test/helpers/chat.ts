import { endpoints, parseSsePayload, type SseEventName, type SsePayload } from '@dama/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach } from 'vitest';
import { SUMMARY_JOB } from '../../src/modules/chat';
import type { PublishableEvent } from '../../src/platform/realtime';
import { useApp } from './app-hooks';
import type { BuildOptions, TestApp } from './build';
import { makeMember, type TestMember } from './couple-factories';
import { FakeCounsellor } from './fake-counsellor';
import { memberCall, ok } from './http';
import { settled } from './jobs';
import type { SseBlock } from './sse';

/**
 * One app for the test file with a FakeCounsellor (reset before every test, as is the clock);
 * returns the fake to program.
 */
export function useChatApp(
  ready: (app: TestApp) => void,
  options: Omit<BuildOptions, 'counsellor'> = {},
): FakeCounsellor {
  const counsellor = new FakeCounsellor();
  useApp(ready, { resetClock: true, build: { ...options, counsellor } });
  beforeEach(() => counsellor.reset());
  return counsellor;
}

/** A member who took the attachment test (sending needs it). */
export async function makeTestedMember(
  app: FastifyInstance,
  options: Parameters<typeof makeMember>[1] = {},
): Promise<TestMember> {
  const member = await makeMember(app, options);
  await takeTest(app, member.accessToken);
  return member;
}

/** A tested member whose current room exists (its greeting stored). */
export async function makeChatMember(app: FastifyInstance): Promise<TestMember> {
  const member = await makeTestedMember(app);
  await currentRoom(app, member.accessToken);
  return member;
}

export async function takeTest(app: FastifyInstance, token: string): Promise<void> {
  const results = Array.from({ length: 36 }, (_, i) => ({ questionId: i + 1, score: 3 }));
  ok(
    await memberCall(app, token, 'POST', '/api/members/love-type', { results }),
    endpoints.registerMemberLoveType,
  );
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A chat endpoint call: `chat(app, token, 'POST', '/current/send', { message })`. */
export function chat(
  app: FastifyInstance,
  token: string,
  method: Method,
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return memberCall(app, token, method, `/api/chatrooms${path}`, payload);
}

export async function currentRoom(app: FastifyInstance, token: string) {
  return ok(await chat(app, token, 'GET', '/current'), endpoints.getCurrentChatRoom);
}

export async function send(app: FastifyInstance, token: string, message: string, id?: string) {
  const body = id ? { message, clientMessageId: id } : { message };
  return ok(await chat(app, token, 'POST', '/current/send', body), endpoints.sendChatMessage);
}

export async function currentMessages(app: FastifyInstance, token: string, query = '') {
  return ok(
    await chat(app, token, 'GET', `/current/messages${query}`),
    endpoints.getCurrentChatMessages,
  );
}

export interface SeenEvent {
  event: PublishableEvent;
  data: string;
}

/**
 * Every event this app relays to a member, in order (a stream observer, no stream needed):
 * tests await the next event of a name instead of sleeping.
 */
export class MemberEventLog {
  readonly seen: SeenEvent[] = [];
  private cursor = 0;
  private waiters: Array<() => void> = [];
  private readonly off: () => void;

  constructor(app: FastifyInstance, memberId: number) {
    this.off = app.realtime.events.observe({
      onMessage: (m, event, data) => {
        if (m !== memberId) return;
        this.seen.push({ event, data });
        for (const wake of this.waiters.splice(0)) wake();
      },
      openingFrames: () => null,
    });
  }

  /** The next event named `name` after the ones already taken (earlier others are skipped). */
  async next<N extends SseEventName>(name: N): Promise<SsePayload<N>> {
    for (;;) {
      while (this.cursor < this.seen.length) {
        const e = this.seen[this.cursor++]!;
        if (e.event === name) return parseSsePayload(name, e.data);
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** The `chat_response` texts seen so far, joined. */
  chunks(): string {
    return this.seen
      .filter((e) => e.event === 'chat_response')
      .map((e) => e.data)
      .join('');
  }

  names(): string[] {
    return this.seen.map((e) => e.event);
  }

  close(): void {
    this.off();
  }
}

/** Sends a message and waits for the stored reply's id (`ai_response_id`). */
export async function sendAndWait(
  app: FastifyInstance,
  member: TestMember,
  message: string,
): Promise<{ messageId: number; replyId: number }> {
  const log = new MemberEventLog(app, member.memberId);
  try {
    const { messageId } = await send(app, member.accessToken, message);
    const replyId = await log.next('ai_response_id');
    await untilSettled(app, member.accessToken);
    return { messageId, replyId };
  } finally {
    log.close();
  }
}

/**
 * Waits until the member's current room has no reply in progress and the level's judge after
 * the last one has ended (it runs once the reply is stored and the room free; no event marks
 * a verdict that changes nothing).
 */
export async function untilSettled(app: FastifyInstance, token: string): Promise<void> {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    const room = await currentRoom(app, token);
    if (!room.pendingReply) {
      await app.chatReplies.settled(room.chatRoomId);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the reply did not settle');
}

/** The `chat_response` texts among stream blocks, joined (a reply as the stream carried it). */
export function chatText(blocks: readonly SseBlock[]): string {
  return blocks
    .filter((b) => b.event === 'chat_response')
    .map((b) => b.data)
    .join('');
}

/** A room of `m` completed with its summary READY, with these texts (the counsellor's next summary). */
export async function completedChatRoom(
  { app, database }: Pick<TestApp, 'app' | 'database'>,
  counsellor: FakeCounsellor,
  m: TestMember,
  totalSummary: string,
  keywords: [string, string] = ['상황', '해결'],
): Promise<number> {
  const room = await currentRoom(app, m.accessToken);
  await sendAndWait(app, m, `${totalSummary} 이야기`);
  // A solution is named only for a talk that reached level 3 (summary-job.ts): this room did.
  await database.executeSql(`update chat_rooms set level = 3 where id = ${room.chatRoomId}`);
  counsellor.summaries.push({
    totalSummary,
    situationKeyword: keywords[0],
    solutionKeyword: keywords[1],
  });
  const job = settled(app.jobs, SUMMARY_JOB);
  ok(await chat(app, m.accessToken, 'POST', '/current/complete'), endpoints.completeChatRoom);
  await job;
  return room.chatRoomId;
}
