import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A Redis and a PostgreSQL that a fault test starts, stops and starts again itself, on ports of
 * its own (never the machine's shared 6379 / 5432, which other tests use). Redis is Debian's
 * `redis-server`; PostgreSQL is a fresh cluster of `PG_BIN` (default Debian's 15), run as the
 * `postgres` user when the test runs as root (initdb refuses root).
 */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether the binaries are here (the fault tests are skipped, saying so, when they are not). */
export const ownServicesAvailable =
  existsSync(REDIS_SERVER) &&
  existsSync(join(PG_BIN, 'initdb')) &&
  existsSync(join(PG_BIN, 'pg_ctl'));

/** Resolves once something accepts TCP connections on the port (or rejects after `withinMs`). */
export async function portOpen(port: number, withinMs = 15_000): Promise<void> {
  const until = Date.now() + withinMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `redis-server` on 127.0.0.1:port, nothing persisted (a restart starts empty, as a failover). */
export class OwnRedis {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    await portOpen(this.port);
  }

  /** SIGKILL: Redis is gone at once (what a crashed or partitioned Redis looks like). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** A PostgreSQL cluster of its own in a temporary folder, on 127.0.0.1:port. */
export class OwnPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'dama-own-pg-'));
  private readonly asPostgres = process.getuid?.() === 0;
  constructor(readonly port: number) {}

  /** Runs a PostgreSQL tool (asynchronously: the servers under test keep being measured). */
  private async run(tool: string, args: string[]): Promise<void> {
    const command = join(PG_BIN, tool);
    if (this.asPostgres) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
    else await run(command, args);
  }

  /** initdb (trust on loopback, no fsync: a test cluster), then start. */
  async init(): Promise<void> {
    if (this.asPostgres) chownSync(this.dir, uidOf('postgres'), gidOf('postgres'));
    await this.run('initdb', [
      '-D',
      join(this.dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    await this.start();
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    await this.run('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
      '-w',
      'start',
    ]);
    await portOpen(this.port);
  }

  /** `pg_ctl stop -m fast`: every session is ended (57P01) and new connections are refused. */
  async stop(): Promise<void> {
    await this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  /** Stops it (if running) and removes the cluster. */
  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const run = promisify(execFile);

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user]).toString().trim());
}

function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user]).toString().trim());
}
