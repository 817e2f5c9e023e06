import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type CounsellorOptions, createCounsellor } from '../../src/modules/counsellor';
import { type FakeLlmServer, startFakeLlmServer } from './fake-llm-server';

/**
 * The `openai` engine against a real fake Chat Completions server, started once per file: `llm`
 * (its requests cleared before each test) and `counsellor(options)` pointed at it.
 */
export function useOpenAiCounsellor() {
  const t = {
    llm: undefined as unknown as FakeLlmServer,
    counsellor(options: Partial<CounsellorOptions> = {}) {
      return createCounsellor({
        llm: { baseUrl: t.llm.url, apiKey: 'test-key', model: 'fake-model' },
        scriptedDelayMs: 0,
        timeoutMs: 2_000,
        attempts: 2,
        backoffMs: 10,
        ...options,
      });
    },
  };
  beforeAll(async () => {
    t.llm = await startFakeLlmServer();
  });
  afterAll(() => t.llm.close());
  beforeEach(() => {
    t.llm.requests.length = 0;
  });
  return t;
}

/** A signal that never aborts. */
export const never = new AbortController().signal;

/** Chunks received before the stream settled, and how it settled. */
export async function drain(stream: AsyncIterable<string>) {
  const chunks: string[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
    return { chunks, error: undefined };
  } catch (error) {
    return { chunks, error: error as Error };
  }
}
