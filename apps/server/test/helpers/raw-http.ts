import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 response as read off the socket (header names in lower case). */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The JSON body of a raw response. */
export function jsonOf<T = Record<string, unknown>>(res: RawResponse): T {
  return JSON.parse(res.body) as T;
}

/** Splits bytes read off a connection into its responses (Content-Length or chunked bodies). */
export function parseResponses(bytes: Buffer): RawResponse[] {
  const out: RawResponse[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) throw new Error(`incomplete response head: ${rest.toString('latin1')}`);
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
    rest = rest.subarray(end + 4);
    let body: Buffer;
    if (headers['transfer-encoding']?.includes('chunked')) {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
        rest = rest.subarray(lineEnd + 2);
        if (size === 0) {
          rest = rest.subarray(2);
          break;
        }
        chunks.push(rest.subarray(0, size));
        rest = rest.subarray(size + 2);
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    out.push({ status, headers, body: body.toString('utf8') });
  }
  return out;
}

/** A raw connection to a listening app: write bytes exactly as given, read until it closes. */
export class RawConnection {
  private readonly socket: Socket;
  private readonly received: Buffer[] = [];
  private readonly ended: Promise<Buffer>;

  constructor(base: string) {
    const { hostname, port } = new URL(base);
    this.socket = connect(Number(port), hostname);
    this.ended = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.socket.destroy();
        reject(new Error('the server did not close the connection within 10 s'));
      }, 10_000);
      this.socket.on('data', (chunk: Buffer) => this.received.push(chunk));
      this.socket.on('error', () => undefined);
      this.socket.on('close', () => {
        clearTimeout(timer);
        resolve(Buffer.concat(this.received));
      });
    });
  }

  write(bytes: string | Buffer): void {
    this.socket.write(bytes);
  }

  /** Every response the server sent before closing the connection. */
  async responses(): Promise<RawResponse[]> {
    return parseResponses(await this.ended);
  }
}

/** Sends one raw request (it should ask for `Connection: close`) and returns the first response. */
export async function rawRequest(base: string, bytes: string | Buffer): Promise<RawResponse> {
  const connection = new RawConnection(base);
  connection.write(bytes);
  const [first] = await connection.responses();
  if (!first) throw new Error('no response');
  return first;
}

/** A request line and headers as sent on the wire, closing the connection after the answer. */
export function requestText(
  requestLine: string,
  headers: Record<string, string> = {},
  body = '',
): string {
  const all = { host: 'dama.test', connection: 'close', ...headers };
  const head = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${requestLine}\r\n${head.join('')}\r\n${body}`;
}
