import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server that speaks the Chat Completions wire format, for tests and `npm run bench`.
 * Answers are programmed per request, first in first out (`enqueue`), falling back to a default
 * (`setDefault`). Streaming requests get `data: {chunk}\n\n` … `data: [DONE]\n\n`; other requests
 * get one completion object whose content is the chunks joined.
 *
 *   const llm = await startFakeLlmServer();
 *   llm.enqueue(llmAnswer.error(500), llmAnswer.text(['안녕', '하세요']));
 *   createCounsellor({ llm: { baseUrl: llm.url, apiKey: 'test', model: 'fake' }, … });
 *   await llm.close();
 */

export type LlmAnswer =
  | {
      kind: 'text';
      chunks: string[];
      /** Pause before each chunk (streaming only). */
      delayMs: number;
      /** Streaming: after this many chunks, cut the connection (a failure mid-stream). */
      dropAfter?: number;
      /** Streaming: after this many chunks, go silent and keep the connection open. */
      hangAfter?: number;
      /** Streaming: after `after` chunks, wait for `until` before the rest (a reply held mid-way). */
      pause?: { after: number; until: Promise<void> };
    }
  | { kind: 'error'; status: number; body: unknown }
  /** Never answer (not even headers). */
  | { kind: 'hang' };

export const llmAnswer = {
  /** A reply in chunks (joined for a non-streaming request). */
  text(chunks: string[] | string, options: { delayMs?: number } = {}): LlmAnswer {
    return {
      kind: 'text',
      chunks: typeof chunks === 'string' ? [chunks] : chunks,
      delayMs: options.delayMs ?? 0,
    };
  },
  /** A JSON answer (judge, summary): the value's JSON as the message content. */
  json(value: unknown): LlmAnswer {
    return llmAnswer.text(JSON.stringify(value));
  },
  error(status: number, message = 'fake failure'): LlmAnswer {
    return {
      kind: 'error',
      status,
      body: { error: { message, type: 'server_error', code: null } },
    };
  },
  /** Streams `chunks`, then cuts the connection. */
  dropAfter(chunks: string[], options: { delayMs?: number } = {}): LlmAnswer {
    return { kind: 'text', chunks, delayMs: options.delayMs ?? 0, dropAfter: chunks.length };
  },
  /** Streams `chunks`, then goes silent with the connection open. */
  hangAfter(chunks: string[]): LlmAnswer {
    return { kind: 'text', chunks, delayMs: 0, hangAfter: chunks.length };
  },
  /** Streams the first `after` chunks, waits for `until`, then streams the rest. */
  pausedAfter(chunks: string[], after: number, until: Promise<void>): LlmAnswer {
    return { kind: 'text', chunks, delayMs: 0, pause: { after, until } };
  },
  hang(): LlmAnswer {
    return { kind: 'hang' };
  },
};

export interface RecordedLlmRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (model, messages, stream, response_format …). */
  body: Record<string, unknown>;
  /** Set when the client closed the connection before we finished answering. */
  closedEarly: boolean;
  /** Resolves when the connection of this request is gone (finished or closed by the client). */
  closed: Promise<void>;
}

export interface FakeLlmServer {
  /** Base URL for the SDK, e.g. http://127.0.0.1:53211/v1 */
  url: string;
  requests: RecordedLlmRequest[];
  enqueue(...answers: LlmAnswer[]): void;
  /** Drops the answers still queued (between tests). */
  clearQueue(): void;
  /** The answer once the queue is empty (initially a short Korean reply). */
  setDefault(answer: LlmAnswer): void;
  /** Waits until `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const encoder = (model: string) => {
  const created = Math.floor(Date.now() / 1000);
  const id = `chatcmpl-fake-${created}`;
  return {
    chunk(delta: Record<string, unknown>, finishReason: string | null): string {
      const data = {
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      };
      return `data: ${JSON.stringify(data)}\n\n`;
    },
    completion(content: string): string {
      return JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    },
  };
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FakeLlmOptions {
  /**
   * Answers a request the queue has none for, by what it asks (a scripted model, see
   * `scripted-llm.ts`); undefined falls back to the default answer.
   */
  respond?(body: Record<string, unknown>): LlmAnswer | undefined;
  /**
   * Called as each streamed chunk is handed to the socket, with `performance.now()` (`npm run
   * bench` measures the relay from here to the member's stream).
   */
  onChunk?(text: string, at: number): void;
}

async function stream(
  res: ServerResponse,
  answer: Extract<LlmAnswer, { kind: 'text' }>,
  model: string,
  options: FakeLlmOptions,
) {
  const wire = encoder(model);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(wire.chunk({ role: 'assistant', content: '' }, null));
  for (const [index, text] of answer.chunks.entries()) {
    if (answer.delayMs > 0) await wait(answer.delayMs);
    if (res.destroyed) return;
    options.onChunk?.(text, performance.now());
    const flushed = new Promise((resolve) =>
      res.write(wire.chunk({ content: text }, null), resolve),
    );
    if (answer.dropAfter === index + 1) {
      // Let the client read what was sent, then cut the connection before the body ends.
      await flushed;
      await wait(20);
      res.socket?.destroy();
      return;
    }
    if (answer.hangAfter === index + 1) return;
    if (answer.pause?.after === index + 1) await answer.pause.until;
  }
  if (res.destroyed) return;
  res.write(wire.chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

export async function startFakeLlmServer(options: FakeLlmOptions = {}): Promise<FakeLlmServer> {
  const queue: LlmAnswer[] = [];
  let fallback: LlmAnswer = llmAnswer.text(['응, ', '그랬구나. ', '더 들려줄래?']);
  const requests: RecordedLlmRequest[] = [];
  const arrivals: (() => void)[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      let markClosed: () => void = () => undefined;
      const closed = new Promise<void>((resolve) => (markClosed = resolve));
      const raw = await readBody(req);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // recorded as an empty body
      }
      const record: RecordedLlmRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body,
        closedEarly: false,
        closed,
      };
      res.on('close', () => {
        record.closedEarly = !res.writableFinished;
        markClosed();
      });
      requests.push(record);
      for (const arrived of arrivals.splice(0)) arrived();

      if (req.method !== 'POST' || !(req.url ?? '').endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const answer = queue.shift() ?? options.respond?.(body) ?? fallback;
      const model = typeof body.model === 'string' ? body.model : 'fake';
      if (answer.kind === 'hang') return;
      if (answer.kind === 'error') {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
        return;
      }
      if (body.stream === true) {
        await stream(res, answer, model, options);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(encoder(model).completion(answer.chunks.join('')));
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...answers) => queue.push(...answers),
    clearQueue: () => {
      queue.length = 0;
    },
    setDefault: (answer) => {
      fallback = answer;
    },
    async waitForRequests(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          arrivals.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
