import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { ConfigError } from '../config';

/**
 * The embedded database's backup door (decision 0043). PGlite's files belong to the one process
 * that opened them, so `npm run backup` cannot open them while the server runs: the server
 * answers on a Unix socket in DATA_DIR instead (mode 0600: only the user who owns the data can
 * ask), with a consistent snapshot of the database, gzipped. The socket also marks the data
 * directory as taken: a second server on the same DATA_DIR finds it answering and refuses to
 * start, and the backup and restore scripts know the server is running.
 */
export const BACKUP_SOCKET = 'backup.sock';
export const BACKUP_PATH = '/backup';

/** Unix socket paths are limited to 107 bytes (sun_path); longer ones cannot be listened on. */
const MAX_SOCKET_PATH = 100;

export function backupSocketPath(dataDir: string): string | null {
  const path = join(dataDir, BACKUP_SOCKET);
  return process.platform === 'win32' || Buffer.byteLength(path) > MAX_SOCKET_PATH ? null : path;
}

/** Whether a process answers on the socket (a stale file left by a crash does not). */
export function socketAnswers(path: string): Promise<boolean> {
  if (!existsSync(path)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const req = request({ socketPath: path, path: '/', method: 'HEAD', timeout: 2000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.message === 'timeout'));
    req.end();
  });
}

export interface DataDirClaim {
  /** Where `npm run backup` asks; null when the path is too long for a socket (a warning said so). */
  socketPath: string | null;
  /** Starts answering backups with `dump` (the database's `dumpDataDir`). */
  serve(dump: () => Promise<Blob>): void;
  close(): Promise<void>;
}

/**
 * Claims DATA_DIR for this process before the embedded database opens: refuses when another
 * process answers on its socket, removes a stale socket, and listens. Requests wait until
 * `serve` is called.
 */
export async function claimDataDir(
  dataDir: string,
  log: {
    info(obj: object, msg: string): void;
    warn(msg: string): void;
    error(obj: object, msg: string): void;
  },
): Promise<DataDirClaim> {
  const path = backupSocketPath(dataDir);
  if (path === null) {
    log.warn(
      `DATA_DIR's path is too long for the backup socket: back the embedded database up with the server stopped (npm run backup)`,
    );
    return { socketPath: null, serve: () => undefined, close: () => Promise.resolve() };
  }
  if (await socketAnswers(path)) {
    throw new ConfigError(
      `환경 변수가 올바르지 않아요:\n  DATA_DIR: 다른 서버 프로세스가 이 DATA_DIR(${dataDir})을 쓰고 있어요. ` +
        '내장 데이터베이스는 한 프로세스만 열 수 있어요 (여러 인스턴스에는 DATABASE_URL)',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  rmSync(path, { force: true });
  let dump: (() => Promise<Blob>) | null = null;
  const server: Server = createServer((req, res) => {
    if (req.method === 'HEAD' || (req.method === 'GET' && req.url === '/')) {
      res.statusCode = 204;
      res.end();
      return;
    }
    if (req.method !== 'POST' || req.url !== BACKUP_PATH || !dump) {
      res.statusCode = dump ? 404 : 503;
      res.end(dump ? 'not found' : 'starting');
      return;
    }
    void answerBackup(dump, res, log).catch((error: unknown) => {
      log.error({ err: error }, 'backup failed');
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end(error instanceof Error ? error.message : 'backup failed');
      } else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return {
    socketPath: path,
    serve: (d) => {
      dump = d;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The snapshot, gzipped after the database's lock is released (queries wait only for the copy). */
async function answerBackup(
  dump: () => Promise<Blob>,
  res: ServerResponse,
  log: { info(obj: object, msg: string): void },
): Promise<void> {
  const started = performance.now();
  const blob = await dump();
  const heldMs = Math.round(performance.now() - started);
  log.info({ heldMs, bytes: blob.size }, 'backup: snapshot of the embedded database taken');
  res.setHeader('content-type', 'application/gzip');
  await pipeline(Readable.fromWeb(blob.stream() as never), createGzip(), res);
}
