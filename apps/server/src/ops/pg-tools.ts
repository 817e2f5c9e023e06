import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fail, OpsError } from './common';

/**
 * PostgreSQL's client tools (pg_dump, pg_restore), from PG_BIN when set, else PATH. Missing
 * tools are an error that says how to install them; a pg_dump older than the server refuses by
 * itself (its message is passed on).
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): string {
  const bin = env.PG_BIN ? join(env.PG_BIN, name) : name;
  const probe = spawnSync(bin, ['--version'], { encoding: 'utf8', env });
  if (probe.error || probe.status !== 0) {
    fail(
      `${name} was not found${env.PG_BIN ? ` in PG_BIN (${env.PG_BIN})` : ' on PATH'}. ` +
        "Install PostgreSQL's client tools, of the server's major version or newer: " +
        'Debian/Ubuntu `apt-get install postgresql-client` (or postgresql-client-17 from ' +
        'apt.postgresql.org), Alpine `apk add postgresql17-client`, macOS `brew install libpq`; ' +
        'or set PG_BIN to the folder that holds them (e.g. /usr/lib/postgresql/17/bin).',
    );
  }
  return bin;
}

export function toolVersion(bin: string, env: NodeJS.ProcessEnv): string {
  return spawnSync(bin, ['--version'], { encoding: 'utf8', env }).stdout.trim();
}

/**
 * The URL without its password, and an environment carrying the password in PGPASSWORD: the
 * password never appears in the process list.
 */
export function connection(
  url: string,
  env: NodeJS.ProcessEnv,
): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...env, PGPASSWORD: password } : { ...env },
  };
}

/** Runs a tool with inherited output; resolves when it exits 0, else fails with its stderr. */
export function runTool(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new OpsError(`${bin} exited with ${code}${stderr ? `:\n${stderr.trim()}` : ''}`));
    });
  });
}
