// A member's live stream (`GET /api/sse/connect`) read with fetch, each event stamped with
// `performance.now()` as soon as its frame is complete.
import { SSE_PATH } from '@dama/contract';

export interface StreamEvent {
  event: string;
  data: string;
  at: number;
}

export interface MemberStream {
  /** Resolves with the first event matching `test` from now on. */
  next(test: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  onEvent(listener: (event: StreamEvent) => void): () => void;
  close(): void;
}

export async function openStream(origin: string, token: string): Promise<MemberStream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api${SSE_PATH}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
  const listeners = new Set<(event: StreamEvent) => void>();
  const decoder = new TextDecoder();
  let buffer = '';

  const dispatch = (frame: string, at: number) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of frame.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length === 0) return;
    const parsed = { event, data: data.join('\n'), at };
    for (const listener of listeners) listener(parsed);
  };

  void (async () => {
    const reader = response.body!.getReader();
    for (;;) {
      const chunk: ReadableStreamReadResult<Uint8Array> = await reader
        .read()
        .catch(() => ({ value: undefined, done: true as const }));
      if (chunk.done) return;
      const value = chunk.value;
      const at = performance.now();
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        dispatch(buffer.slice(0, end), at);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  })();

  const onEvent = (listener: (event: StreamEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    onEvent,
    next(test, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          off();
          reject(new Error(`no matching stream event in ${timeoutMs} ms`));
        }, timeoutMs);
        const off = onEvent((event) => {
          if (!test(event)) return;
          clearTimeout(timer);
          off();
          resolve(event);
        });
      });
    },
    close: () => controller.abort(),
  };
}
