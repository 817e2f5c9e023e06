import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { CounsellorPort } from '../../src/modules/chat';
import { type CounsellorOptions, createCounsellor } from '../../src/modules/counsellor';
import { COUNSELLOR_LINES } from '../../src/wiring/counsellor-port';
import { build, type TestApp } from './build';
import { type FakeLlmServer, startFakeLlmServer } from './fake-llm-server';

/** The model engine's limits in these tests: short, so a silent model fails in well under a second. */
export const MODEL_TEST_LIMITS = { timeoutMs: 400, attempts: 2, backoffMs: 10 } as const;

/**
 * The app with its own counsellor (the real safety layer, the real `openai` engine) pointed at a
 * fake Chat Completions server, as `counsellorPort` wires it but with the short
 * `MODEL_TEST_LIMITS`: one app and one fake for the test file, the fake's requests and queue
 * left to each test (`llm.requests` is cleared before each).
 */
export function useModelChatApp(options: Partial<CounsellorOptions> = {}) {
  const t = {
    llm: undefined as unknown as FakeLlmServer,
    app: undefined as unknown as TestApp,
    judgeFailures: 0,
  };
  beforeAll(async () => {
    t.llm = await startFakeLlmServer();
    const counsellor: CounsellorPort = {
      engine: createCounsellor({
        llm: { baseUrl: t.llm.url, apiKey: 'test-key', model: 'fake-model' },
        scriptedDelayMs: 0,
        ...MODEL_TEST_LIMITS,
        onError: () => {
          t.judgeFailures += 1;
        },
        ...options,
      }),
      ...COUNSELLOR_LINES,
    };
    t.app = await build({ counsellor });
  });
  afterAll(async () => {
    await t.app?.close();
    await t.llm?.close();
  });
  beforeEach(() => {
    t.llm.requests.length = 0;
    t.llm.clearQueue();
    t.judgeFailures = 0;
  });
  return t;
}
