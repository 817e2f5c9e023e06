// The floor of DESIGN 15's delivery budget: a bare Node HTTP server that answers every GET as a
// live stream (headers and a `connected` frame) and, on `POST /fire`, writes one frame of the
// given size to every stream it holds in a plain loop, then answers. Run as a child process; it
// sends `{ type: 'up', port }` over IPC once it listens.
import { createServer, type ServerResponse } from 'node:http';

const streams: ServerResponse[] = [];
const frameBytes = Number(process.env.FLOOR_FRAME_BYTES ?? 200);

const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write('id: 0\nevent: connected\ndata: connected\n\n');
    streams.push(res);
    return;
  }
  const head = 'id: 1\nevent: floor\ndata: ';
  const frame = Buffer.from(`${head}${'x'.repeat(Math.max(1, frameBytes - head.length - 2))}\n\n`);
  for (const stream of streams) stream.write(frame);
  res.writeHead(204).end();
});
server.keepAliveTimeout = 0;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ type: 'up', port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', () => process.exit(0));
