#!/usr/bin/env node
// `npm run test:e2e`: Chromium present (Debian's, installed when we may), the web app built
// (unless its build is up to date: scripts/build-web.mjs), then Playwright. Extra arguments go to `playwright test` (e.g. a spec file or `--grep`).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) {
    console.error(`${label} could not start: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

run('Chromium', 'bash', ['scripts/ensure-chromium.sh']);
if (process.env.E2E_SKIP_BUILD !== '1') {
  run('Build the web app', 'node', ['scripts/build-web.mjs']);
}
run('Playwright', 'npx', ['playwright', 'test', ...process.argv.slice(2)]);
