// One HTTP/1.1 keep-alive connection on a raw socket, for loads where every request differs (a
// member's own token): `get(path, headers)` and `post(path, headers, body)` resolve with the
// status and the time from writing the request to the last byte of the answer. Like load.ts it binds loopback source addresses
// (loopback.ts) and moves to a fresh one after `perAddress` requests, so the server's per-IP
// limits never answer instead of the route being measured.
import { connect, type Socket } from 'node:net';
import { loopbackAddress } from './loopback';

export interface RawAnswer {
  status: number;
  ms: number;
  /** The answer's body (latin1: its bytes as they came). */
  body: string;
}

let nextAddress = 0;

export class RawConnection {
  private socket: Socket | null = null;
  private sent = 0;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: {
    resolve: (a: RawAnswer) => void;
    reject: (e: Error) => void;
    at: number;
  } | null = null;

  constructor(
    private readonly port: number,
    private readonly block: number,
    private readonly perAddress = 400,
  ) {}

  get(path: string, headers: readonly string[] = []): Promise<RawAnswer> {
    return this.request('GET', path, headers, null);
  }

  /** A JSON body (`content-type: application/json`). */
  post(path: string, headers: readonly string[], body: unknown): Promise<RawAnswer> {
    return this.request('POST', path, headers, Buffer.from(JSON.stringify(body)));
  }

  private request(
    method: string,
    path: string,
    headers: readonly string[],
    body: Buffer | null,
  ): Promise<RawAnswer> {
    if (this.pending) throw new Error('one request at a time on a connection');
    const socket = this.ready();
    this.sent += 1;
    const head = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${this.port}`, ...headers];
    if (body) head.push('Content-Type: application/json', `Content-Length: ${body.length}`);
    const request = Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, at: performance.now() };
      socket.write(body ? Buffer.concat([request, body]) : request);
    });
  }

  close(): void {
    this.socket?.removeAllListeners();
    this.socket?.on('error', () => undefined);
    this.socket?.end();
    this.socket = null;
  }

  private ready(): Socket {
    if (this.socket && this.sent < this.perAddress) return this.socket;
    this.close();
    const socket = connect({
      host: '127.0.0.1',
      port: this.port,
      localAddress: loopbackAddress(this.block, nextAddress++),
    });
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.onData(chunk));
    socket.on('error', (error) => this.pending?.reject(error));
    this.socket = socket;
    this.sent = 0;
    this.buffer = Buffer.alloc(0);
    return socket;
  }

  private onData(chunk: Buffer): void {
    const arrived = performance.now();
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !this.pending) return;
    const head = this.buffer.subarray(0, headerEnd).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.pending.reject(new Error(`no content-length in the answer: ${head}`));
      return;
    }
    const total = headerEnd + 4 + Number(length[1]);
    if (this.buffer.length < total) return;
    const { resolve, at } = this.pending;
    this.pending = null;
    const body = this.buffer.subarray(headerEnd + 4, total).toString('latin1');
    this.buffer = this.buffer.subarray(total);
    resolve({ status: Number(head.slice(9, 12)), ms: arrived - at, body });
  }
}
