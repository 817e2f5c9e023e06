// A child process holding many live streams (raw sockets), so the server's figure is not mixed
// with the receiving side's work. Driven over IPC:
//   { type: 'open', port, path, headers, count, block, perAddress } → { type: 'open', ms } once
//     every stream got its first frame;
//   { type: 'arm', event } → { type: 'received', at: [...] } once every stream got a frame of
//     `event` (each stamped with process.hrtime.bigint(), in ns, as a string) or after 30 s;
//   { type: 'close' }.
import { connect, type Socket } from 'node:net';
import { loopbackAddress } from './loopback';

interface Open {
  type: 'open';
  port: number;
  path: string;
  headers: string[];
  count: number;
  block: number;
  perAddress: number;
}
type Message = Open | { type: 'arm'; event: string } | { type: 'close' };

const sockets: Socket[] = [];
let awaited: string | null = null;
let stamps: Array<bigint | null> = [];
let pending = 0;
let timer: NodeJS.Timeout | null = null;

const send = (message: unknown) => process.send?.(message);

function finish(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  awaited = null;
  send({ type: 'received', at: stamps.map((stamp) => (stamp === null ? null : String(stamp))) });
}

function openAll(message: Open): void {
  const started = performance.now();
  let connected = 0;
  const request = [
    `GET ${message.path} HTTP/1.1`,
    `Host: 127.0.0.1:${message.port}`,
    'Accept: text/event-stream',
    ...message.headers,
    '',
    '',
  ].join('\r\n');
  let index = 0;
  const openOne = () => {
    if (index >= message.count) return;
    const i = index++;
    const socket = connect({
      host: '127.0.0.1',
      port: message.port,
      localAddress: loopbackAddress(message.block, Math.floor(i / message.perAddress)),
    });
    let ready = false;
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      if (!ready) {
        if (!chunk.includes('event: connected')) {
          if (chunk.toString('latin1').startsWith('HTTP/1.1 2')) return;
          send({ type: 'error', message: chunk.toString('utf8').slice(0, 300) });
          return;
        }
        ready = true;
        connected += 1;
        openOne();
        if (connected === message.count) {
          send({ type: 'open', ms: performance.now() - started });
        }
        return;
      }
      if (awaited !== null && stamps[i] === null && chunk.includes(`event: ${awaited}`)) {
        stamps[i] = process.hrtime.bigint();
        pending -= 1;
        if (pending === 0) finish();
      }
    });
    socket.on('error', (error) => send({ type: 'error', message: String(error) }));
    sockets.push(socket);
  };
  // A few hundred handshakes in flight at a time.
  for (let k = 0; k < 200; k++) openOne();
}

process.on('message', (message: Message) => {
  if (message.type === 'open') openAll(message);
  else if (message.type === 'arm') {
    awaited = message.event;
    stamps = sockets.map(() => null);
    pending = sockets.length;
    timer = setTimeout(finish, 30_000);
    send({ type: 'armed' });
  } else {
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  }
});
send({ type: 'up' });
