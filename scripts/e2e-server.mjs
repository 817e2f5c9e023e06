#!/usr/bin/env node
// Starts the real server in demo mode for the end-to-end tests: a fresh embedded database in a
// temporary DATA_DIR, the dev identity issuer and /preview on, the built web app from
// apps/web/dist. The directory is removed when the server stops (Playwright sends SIGTERM).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(join(tmpdir(), 'dama-e2e-'));

// Demo mode: the embedded database, in-process events and the scripted counsellor, whatever the
// calling shell has configured.
const env = { ...process.env };
for (const name of ['DATABASE_URL', 'REDIS_URL', 'LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL']) {
  delete env[name];
}

// Its own process group, so stopping it stops npm and everything npm started.
const server = spawn('npm', ['run', 'start', '--silent', '-w', '@dama/server'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: {
    ...env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEV_LOGIN: 'true',
    // 담이's scripted replies stream a little slower than the default 40 ms a chunk, so a test
    // that stops a reply mid-way has a window of about two seconds even on a busy machine.
    SCRIPTED_REPLY_DELAY_MS: process.env.E2E_SCRIPTED_REPLY_DELAY_MS ?? '80',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null && server.pid !== undefined) signalGroup(server.pid, signal);
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

server.on('exit', (code, signal) => {
  const pid = server.pid;
  const status = stopping ? 0 : (code ?? (signal ? 1 : 0));
  if (!stopping && pid !== undefined) signalGroup(pid, 'SIGTERM');
  // npm exits first; wait (up to 10 s) for the server itself before removing its database.
  const deadline = Date.now() + 10_000;
  const timer = setInterval(() => {
    if (pid !== undefined && groupAlive(pid) && Date.now() < deadline) return;
    clearInterval(timer);
    if (pid !== undefined && groupAlive(pid)) signalGroup(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(status);
  }, 100);
});
