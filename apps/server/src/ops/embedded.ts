import {
  createWriteStream,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import {
  BACKUP_PATH,
  backupSocketPath,
  claimDataDir,
  socketAnswers,
  type DataDirClaim,
} from '../platform/db/backup-socket';
import { pgliteDatabase } from '../platform/db/client';
import { fail, pgliteDir, stamp } from './common';

/** How an embedded backup was taken. */
export type EmbeddedSource = 'running server' | 'data directory';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Backs the embedded database up into `file` (gzipped tar of its data directory): from the
 * running server through its socket in DATA_DIR, or, with no server running, by opening the
 * data directory here (DATA_DIR claimed meanwhile, so a server starting now refuses).
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
  options: { force: boolean },
): Promise<EmbeddedSource> {
  const socket = backupSocketPath(dataDir);
  const partial = `${file}.partial`;
  try {
    if (socket && (await socketAnswers(socket))) {
      await fromRunningServer(socket, partial);
      renameSync(partial, file);
      return 'running server';
    }
    const dir = pgliteDir(dataDir);
    if (!existsSync(`${dir}/PG_VERSION`)) fail(`no embedded database in ${dir}`);
    if (socket === null && existsSync(`${dir}/postmaster.pid`) && !options.force) {
      fail(
        `${dir} looks open (postmaster.pid) and DATA_DIR's path is too long for the server's ` +
          'backup socket, so a running server cannot be asked: stop the server first. If it ' +
          'crashed, run again with --force.',
      );
    }
    const claim = await claimOrRefuse(dataDir);
    try {
      const client = await PGlite.create(dir);
      try {
        const tar = await pgliteDatabase(client).dumpDataDir!();
        await pipeline(
          Readable.fromWeb(tar.stream() as never),
          createGzip(),
          createWriteStream(partial),
        );
      } finally {
        await client.close();
      }
    } finally {
      await claim.close();
    }
    renameSync(partial, file);
    return 'data directory';
  } finally {
    rmSync(partial, { force: true });
  }
}

/** POST /backup on the server's socket, streamed into `file`. */
function fromRunningServer(socketPath: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: BACKUP_PATH, method: 'POST' }, (res) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString('utf8')));
        res.on('end', () =>
          reject(new Error(`the running server refused the backup (${res.statusCode}): ${body}`)),
        );
        return;
      }
      pipeline(res, createWriteStream(file)).then(resolve, reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Claims DATA_DIR for this script; a server answering on its socket is a refusal. */
async function claimOrRefuse(dataDir: string): Promise<DataDirClaim> {
  try {
    return await claimDataDir(dataDir, quiet);
  } catch {
    return fail(`a server is running on DATA_DIR (${dataDir}): stop it first`);
  }
}

/**
 * Restores an embedded backup into DATA_DIR/pglite, with the server stopped. The folder must be
 * absent or empty; with `force` an existing one is moved aside (`pglite.replaced-<time>`), never
 * deleted. The restored copy is opened once to check it; returns the migrations it has.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  options: { force: boolean },
): Promise<{ migrations: number; movedAside: string | null }> {
  const socket = backupSocketPath(dataDir);
  if (socket && (await socketAnswers(socket))) {
    fail(`a server is running on DATA_DIR (${dataDir}): stop it before restoring`);
  }
  const claim = await claimOrRefuse(dataDir);
  try {
    const dir = pgliteDir(dataDir);
    let movedAside: string | null = null;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      if (!options.force) {
        fail(
          `${dir} is not empty: restore into an empty DATA_DIR, or pass --force to move the ` +
            'current database aside first',
        );
      }
      movedAside = `${dir}.replaced-${stamp()}`;
      renameSync(dir, movedAside);
    }
    const tar = gunzipSync(readFileSync(file));
    const client = await PGlite.create(dir, { loadDataDir: new Blob([tar]) });
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      return { migrations: rows[0]?.n ?? 0, movedAside };
    } finally {
      await client.close();
    }
  } finally {
    await claim.close();
  }
}
