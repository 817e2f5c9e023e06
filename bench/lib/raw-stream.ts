// A member's live stream (`GET /api/sse/connect`) on a raw socket, for loads with hundreds of
// streams in the bench process: only each frame's event name is read (no data parsed), stamped
// with `performance.now()` when its bytes arrived. Frames are found by their `event:` line, which
// the response's chunked framing never splits from its line (a frame is written whole).
import { connect, type Socket } from 'node:net';
import { SSE_PATH } from '@dama/contract';

export interface RawStream {
  /** Called with each event's name and arrival time (`connected` included). */
  onEvent: (event: string, at: number) => void;
  close(): void;
}

/** Opens the stream; resolves once its `connected` frame arrived. */
export function openRawStream(
  port: number,
  localAddress: string,
  headers: readonly string[],
): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.setNoDelay(true);
    let text = '';
    let connected = false;
    const stream: RawStream = {
      onEvent: () => undefined,
      close: () => {
        socket.removeAllListeners();
        socket.on('error', () => undefined);
        socket.destroy();
      },
    };
    socket.on('connect', () => {
      socket.write(
        [
          `GET /api${SSE_PATH} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'Accept: text/event-stream',
          ...headers,
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.on('data', (chunk: Buffer) => {
      const at = performance.now();
      text += chunk.toString('latin1');
      if (!connected && /^HTTP\/1\.1 [^2]/.test(text)) {
        reject(new Error(`stream: ${text.slice(0, 300)}`));
        return;
      }
      let from = 0;
      for (;;) {
        const start = text.indexOf('event: ', from);
        if (start < 0) break;
        const end = text.indexOf('\n', start);
        if (end < 0) {
          from = start;
          break;
        }
        const event = text.slice(start + 7, end);
        from = end + 1;
        if (!connected) {
          if (event !== 'connected') continue;
          connected = true;
          resolve(stream);
        }
        stream.onEvent(event, at);
      }
      text = text.slice(Math.max(from, text.length - 64));
    });
    socket.on('error', (error) => (connected ? undefined : reject(error)));
  });
}
