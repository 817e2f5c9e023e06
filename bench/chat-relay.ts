// DESIGN 15: chat relay overhead, model chunk to client, p99 ≤ 5 ms. A real server process runs
// the `openai` counsellor engine against the local fake Chat Completions server; the time from
// the fake model handing a chunk to its socket to the member's stream receiving that chunk as
// `chat_response` is measured in this one process (one clock).
import { llmAnswer, startFakeLlmServer } from '../apps/server/test/helpers/fake-llm-server';
import { BenchApi } from './lib/api';
import { benchMember } from './lib/members';
import { startServer, type BenchDatabase } from './lib/server';
import { summarize, type Summary } from './lib/stats';
import { openStream } from './lib/stream';

/** Sends per member stay under the send limit of DESIGN 16 (20 a minute). */
const MEMBERS = 4;
const REPLIES_PER_MEMBER = 6;
const CHUNKS_PER_REPLY = 40;
/** A model that writes a token every 15 ms, like a fast hosted model. */
const CHUNK_GAP_MS = 15;
export const CHAT_RELAY_BUDGET_P99_MS = 5;

export interface ChatRelayResult extends Summary {
  budgetP99: number;
}

async function untilIdle(api: BenchApi, token: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (!(await api.call('getCurrentChatRoom', { token })).pendingReply) return;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error('the reply did not finish');
}

export async function chatRelay(
  log: (line: string) => void,
  database: BenchDatabase,
): Promise<ChatRelayResult> {
  const sentAt = new Map<string, number>();
  const llm = await startFakeLlmServer({ onChunk: (text, at) => sentAt.set(text, at) });
  // The judge after each turn (not streamed) keeps the room in level 1.
  llm.setDefault(llmAnswer.json({ completed: false, summary: '' }));
  const server = await startServer(
    { LLM_BASE_URL: llm.url, LLM_API_KEY: 'bench', LLM_MODEL: 'fake-model' },
    database,
  );
  const samples: number[] = [];
  try {
    const api = new BenchApi(server.origin);
    for (let m = 0; m < MEMBERS; m++) {
      const token = await benchMember(api, m);
      const stream = await openStream(server.origin, token);
      await stream.next((event) => event.event === 'connected');
      const off = stream.onEvent((event) => {
        if (event.event !== 'chat_response') return;
        const sent = sentAt.get(event.data);
        // The first member's first reply warms the server up and is not counted.
        if (sent !== undefined && !(m === 0 && event.data.startsWith('⟨0:0:'))) {
          samples.push(event.at - sent);
        }
      });
      await api.call('getCurrentChatRoom', { token });
      for (let r = 0; r < REPLIES_PER_MEMBER; r++) {
        // Each chunk ends a sentence: the engine releases a sentence once it ended and passed the
        // review (decision 0076), so this measures the relay and the review, not the model.
        const chunks = Array.from({ length: CHUNKS_PER_REPLY }, (_, c) => `⟨${m}:${r}:${c}⟩. `);
        llm.enqueue(llmAnswer.text(chunks, { delayMs: CHUNK_GAP_MS }));
        const stored = stream.next((event) => event.event === 'ai_response_id');
        await api.call('sendChatMessage', {
          token,
          body: { message: `요즘 연락 문제로 고민이야 ${r}` },
        });
        await stored;
        await untilIdle(api, token);
      }
      off();
      stream.close();
      log(`  member ${m + 1}/${MEMBERS}: ${samples.length} chunks measured`);
    }
  } finally {
    await server.stop();
    await llm.close();
  }
  return { ...summarize(samples), budgetP99: CHAT_RELAY_BUDGET_P99_MS };
}
