import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** One block of a stream up to its blank line: an event, a comment (`: ping`), or a bare retry. */
export interface SseBlock {
  id?: string;
  event?: string;
  /** The `data:` lines joined with `\n` (absent when the block had none). */
  data?: string;
  retry?: number;
  comments: string[];
}

type Waiter = { resolve: (block: SseBlock) => void; reject: (error: Error) => void };

/**
 * A live-stream client for tests on a listening server: parses blocks as they arrive, lets a
 * test await the next one, and tells when the server ended the stream.
 */
export class SseStream {
  private readonly blocks: SseBlock[] = [];
  private readonly waiters: Waiter[] = [];
  private buffer = '';
  private current: SseBlock = { comments: [] };
  private dataLines: string[] | null = null;
  private isEnded = false;
  /** Resolves when the server ends the response (or the connection closes). */
  readonly ended: Promise<void>;

  constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    private readonly res: IncomingMessage,
  ) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => this.feed(chunk));
    this.ended = new Promise((resolve) => {
      const finish = () => {
        if (this.isEnded) return;
        this.isEnded = true;
        for (const waiter of this.waiters.splice(0)) {
          waiter.reject(new Error('stream ended'));
        }
        resolve();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
    });
  }

  get hasEnded(): boolean {
    return this.isEnded;
  }

  /** The next block, in arrival order. */
  next(): Promise<SseBlock> {
    const block = this.blocks.shift();
    if (block) return Promise.resolve(block);
    if (this.isEnded) return Promise.reject(new Error('stream ended'));
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** The next block that is an event (skipping heartbeats). */
  async nextEvent(): Promise<SseBlock> {
    for (;;) {
      const block = await this.next();
      if (block.event !== undefined) return block;
    }
  }

  /** Events up to and including the first one named `last`. */
  async eventsUntil(last: string): Promise<SseBlock[]> {
    const out: SseBlock[] = [];
    for (;;) {
      const block = await this.nextEvent();
      out.push(block);
      if (block.event === last) return out;
    }
  }

  /** Blocks received and not yet taken. */
  pending(): SseBlock[] {
    return [...this.blocks];
  }

  /** Closes the connection from the client side. */
  close(): void {
    this.res.destroy();
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const breakLength = this.buffer.startsWith('\r\n', index) ? 2 : 1;
      const line = this.buffer.slice(0, index);
      this.buffer = this.buffer.slice(index + breakLength);
      this.line(line);
    }
  }

  private line(line: string): void {
    if (line === '') {
      const block = this.current;
      if (this.dataLines) block.data = this.dataLines.join('\n');
      this.current = { comments: [] };
      this.dataLines = null;
      this.push(block);
      return;
    }
    if (line.startsWith(':')) {
      this.current.comments.push(line.slice(1).trim());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') (this.dataLines ??= []).push(value);
    else if (field === 'event') this.current.event = value;
    else if (field === 'id') this.current.id = value;
    else if (field === 'retry') this.current.retry = Number(value);
  }

  private push(block: SseBlock): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(block);
    else this.blocks.push(block);
  }
}

export interface OpenResult {
  status: number;
  headers: IncomingHttpHeaders;
  /** Present when the answer is a stream (200). */
  stream: SseStream | null;
  /** The JSON body of a non-stream answer. */
  json: { requestId: string; success: boolean; code?: number; message?: string } | null;
}

/**
 * `GET /api/sse/connect` on a listening server; `headers` are sent as well (an
 * `x-forwarded-for` for a server that trusts its proxy).
 */
export function openStream(
  baseUrl: string,
  options: { token?: string; lastEventId?: string | number; headers?: Record<string, string> } = {},
): Promise<OpenResult> {
  const url = new URL('/api/sse/connect', baseUrl);
  const headers: Record<string, string> = { ...options.headers, accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (status === 200 && String(res.headers['content-type']).startsWith('text/event-stream')) {
        resolve({
          status,
          headers: res.headers,
          stream: new SseStream(status, res.headers, res),
          json: null,
        });
        return;
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        let json: OpenResult['json'] = null;
        try {
          json = JSON.parse(body) as OpenResult['json'];
        } catch {
          // Not JSON (a proxy's HTML error page): json stays null.
        }
        resolve({ status, headers: res.headers, stream: null, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a stream that must succeed and returns it after its `connected` event. */
export async function connect(
  baseUrl: string,
  options: { token: string; lastEventId?: string | number; headers?: Record<string, string> },
): Promise<{ stream: SseStream; connected: SseBlock }> {
  const result = await openStream(baseUrl, options);
  if (!result.stream) {
    throw new Error(`stream refused: ${result.status} ${JSON.stringify(result.json)}`);
  }
  const connected = await result.stream.nextEvent();
  if (connected.event !== 'connected') throw new Error(`first event was ${connected.event}`);
  return { stream: result.stream, connected };
}
