#!/usr/bin/env node
// `npm run dev`: the server (tsx watch, :3000) and the Vite dev server (:5173, proxying /api to
// the server) side by side. Either one exiting, or Ctrl-C, stops both.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const processes = [
  { name: 'server', args: ['run', 'dev', '-w', '@dama/server'] },
  { name: 'web', args: ['run', 'dev', '-w', '@dama/web'] },
].map(({ name, args }) => {
  // Each in its own process group, so stopping it also stops what npm started under it.
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit', detached: true });
  return { name, child };
});

console.log(
  '\n담아 dev: API http://localhost:3000 · app http://localhost:5173 · device preview http://localhost:5173/preview.html\n',
);

let stopping = false;
let exitCode = 0;

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const { child } of processes) {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  }
  // Anything still running after a grace period is killed outright.
  setTimeout(() => {
    for (const { child } of processes) {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  }, 5000).unref();
}

for (const { name, child } of processes) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      exitCode = code ?? 1;
    }
    stopAll('SIGTERM');
    if (processes.every((p) => p.child.exitCode !== null || p.child.signalCode !== null)) {
      process.exit(exitCode);
    }
  });
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('exit', () => stopAll('SIGTERM'));
