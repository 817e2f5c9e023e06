import { spawn } from 'node:child_process';
import { LOVE_TYPE_QUESTION_COUNT } from '@dama/contract';
import { expect } from 'vitest';
import { SERVER_ROOT } from '../../src/platform/config';
import { TEST_ENV } from './build';
import { api, signInThrough, type Member } from './server-processes';

/**
 * The backup round trips of decision 0043 (test/backup-embedded.test.ts and
 * test/services/backup-postgres.test.ts): `npm run backup` / `npm run restore` run as the
 * operator runs them, and a couple's data written and read back through a real server's API.
 */

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `tsx src/ops/<script>.ts …args` with only `env` (and TEST_ENV's key) in its environment. */
export function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `src/ops/${script}.ts`, ...args], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) }),
    );
  });
}

/** The environment a server instance of server-processes.ts gets, for the scripts. */
export const SCRIPT_ENV = { DATA_ENCRYPTION_KEY: TEST_ENV.DATA_ENCRYPTION_KEY };

async function call<T>(
  base: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const res = await api<T>(base, method, path, { token, ...(body === undefined ? {} : { body }) });
  if (res.status !== 200)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

async function onboard(base: string, token: string, nickname: string): Promise<void> {
  const terms = (
    await api<{ list: Array<{ content: { termsId: number; isRequired: boolean } }> }>(
      base,
      'GET',
      '/terms',
    )
  ).body.data!;
  await call(base, 'POST', '/members/onboarding', token, {
    terms: terms.list
      .filter((t) => t.content.isRequired)
      .map((t) => ({ termsId: t.content.termsId, isAgreed: true })),
    nickname,
  });
}

/** Waits until the member's current room has no reply in progress. */
async function replySettled(base: string, token: string): Promise<void> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const room = await call<{ pendingReply: boolean }>(base, 'GET', '/chatrooms/current', token);
    if (!room.pendingReply) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the reply did not settle');
}

export interface Seeded {
  a: Member;
  b: Member;
  /** A third member, alone, whose nickname the writer changes during the backup. */
  writer: Member;
  questionId: number;
}

/** A couple with answers to today's question and a chat each, and a solo member: through HTTP. */
export async function seed(base: string): Promise<Seeded> {
  const a = await signInThrough(base);
  const b = await signInThrough(base);
  const writer = await signInThrough(base);
  await onboard(base, a.accessToken, '하나');
  await onboard(base, b.accessToken, '둘');
  await onboard(base, writer.accessToken, 'w0');
  const { coupleCode } = await call<{ coupleCode: string }>(
    base,
    'GET',
    '/members/invite-code',
    a.accessToken,
  );
  await call(base, 'POST', '/couples', b.accessToken, { coupleCode });
  const { coupleQuestionId } = await call<{ coupleQuestionId: number }>(
    base,
    'POST',
    '/questions/today/answers',
    a.accessToken,
    { answer: '같이 본 바다가 좋았어' },
  );
  await call(base, 'POST', '/questions/today/answers', b.accessToken, { answer: '밤 산책도' });
  const results = Array.from({ length: LOVE_TYPE_QUESTION_COUNT }, (_, i) => ({
    questionId: i + 1,
    score: (i % 5) + 1,
  }));
  for (const [m, text] of [
    [a, '요즘 서운한 일이 있었어'],
    [b, '바빠서 미안했어'],
  ] as const) {
    await call(base, 'POST', '/members/love-type', m.accessToken, { results });
    await call(base, 'GET', '/chatrooms/current', m.accessToken);
    await call(base, 'POST', '/chatrooms/current/send', m.accessToken, { message: text });
    await replySettled(base, m.accessToken);
  }
  return { a, b, writer, questionId: coupleQuestionId };
}

/** What the couple reads back: members, partner, answers, the book, their chats. */
export async function readBack(base: string, s: Seeded) {
  const read = <T = unknown>(token: string, path: string) => call<T>(base, 'GET', path, token);
  const out: Record<string, unknown> = {};
  for (const [name, m] of [
    ['a', s.a],
    ['b', s.b],
  ] as const) {
    out[`${name}.member`] = await read(m.accessToken, '/members');
    out[`${name}.partner`] = await read(m.accessToken, '/members/partner');
    out[`${name}.answers`] = await read(m.accessToken, `/questions/${s.questionId}/answers`);
    out[`${name}.book`] = await read(m.accessToken, '/questions');
    out[`${name}.messages`] = await read(m.accessToken, '/chatrooms/current/messages');
  }
  return out;
}

/** The writer's nickname now. */
export async function writerNickname(base: string, s: Seeded): Promise<string> {
  return (await call<{ nickname: string }>(base, 'GET', '/members', s.writer.accessToken)).nickname;
}

/**
 * Changes the writer's nickname to w1, w2, … one request after another until `stop` is called;
 * `acked` is the last number the server confirmed. Returns the loop's promise.
 */
export function startWriter(base: string, s: Seeded) {
  const state = { acked: 0, sent: 0, stopped: false };
  const done = (async () => {
    while (!state.stopped) {
      const n = state.sent + 1;
      state.sent = n;
      await call(base, 'PATCH', '/members', s.writer.accessToken, { nickname: `w${n}` });
      state.acked = n;
    }
  })();
  return {
    state,
    stop: async () => {
      state.stopped = true;
      await done;
    },
  };
}

/** The number in a writer nickname `w<n>`. */
export function writes(nickname: string): number {
  const n = /^w(\d+)$/.exec(nickname)?.[1];
  expect(n, nickname).toBeDefined();
  return Number(n);
}

/** The backup file a script run printed. */
export function backupFileOf(run: ScriptRun): string {
  const file = /→ (\S+) \(/.exec(run.stdout)?.[1];
  if (!file) throw new Error(`no backup file in:\n${run.stdout}\n${run.stderr}`);
  return file;
}
