import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../platform/config';

/**
 * What `npm run backup` / `npm run restore` work on: the PostgreSQL database of DATABASE_URL, or
 * the embedded one under DATA_DIR, read from the environment as the server reads them (neither
 * needs the secrets: the data key is never part of a backup).
 */
export type Target = { kind: 'pg'; url: string } | { kind: 'pglite'; dataDir: string };

export function targetOf(env: NodeJS.ProcessEnv): Target {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) fail('DATABASE_URL must be a postgres:// URL');
    return { kind: 'pg', url };
  }
  // As loadConfig resolves it (platform/config/load.ts).
  return { kind: 'pglite', dataDir: resolve(REPO_ROOT, env.DATA_DIR ?? '.data') };
}

/** The embedded database's own folder under DATA_DIR (platform/db/client.ts). */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** Where backups go by default: `backups/` at the repository root (gitignored). */
export const BACKUP_DIR = join(REPO_ROOT, 'backups');

/** The file extension of each kind of backup. */
export const EXTENSION = { pg: '.dump', pglite: '.tar.gz' } as const;

/** `20261127-203005` in local time: the backup's name sorts by when it was taken. */
export function stamp(at = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}-` +
    `${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`
  );
}

/**
 * The backup's path: `--out` when it names a file, a timestamped name inside `--out` when it is
 * a directory (or ends in `/`), else in BACKUP_DIR. Never an existing file.
 */
export function outputPath(out: string | undefined, kind: Target['kind']): string {
  const name = `dama-${kind}-${stamp()}${EXTENSION[kind]}`;
  let file: string;
  if (out === undefined) file = join(BACKUP_DIR, name);
  else if (out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory())) {
    file = join(resolve(out), name);
  } else file = resolve(out);
  if (existsSync(file)) fail(`${file} already exists: choose another --out`);
  mkdirSync(resolve(file, '..'), { recursive: true });
  return file;
}

/** Thrown for a refusal or a failure the operator can act on: printed without a stack. */
export class OpsError extends Error {
  override name = 'OpsError';
}

export function fail(message: string): never {
  throw new OpsError(message);
}

/** Runs a script's main: an OpsError prints its message and exits 1; anything else is thrown on. */
export function runMain(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof OpsError) console.error(`[담아 ${name}] ${error.message}`);
      else console.error(error);
      process.exit(1);
    },
  );
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export const KEY_REMINDER =
  'The data key is not in the backup: chat texts, answers, memories and summaries in it open only ' +
  'with DATA_ENCRYPTION_KEY (and any DATA_ENCRYPTION_OLD_KEYS) as they were when it was taken ' +
  '(demo mode: the file DATA_DIR/data-encryption-key). Keep the key safe, apart from the backups.';
