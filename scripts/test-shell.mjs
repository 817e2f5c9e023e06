#!/usr/bin/env node
// `npm run test:shell` (part of `npm test`): the Expo shell in apps/shell, which keeps its own
// dependencies outside the root workspaces (decision 0071). Installs them with `npm ci` unless
// node_modules already matches the lock, then runs its jest-expo tests, type-checks it, and
// bundles it for Android and iOS with `expo export` (offline, into a temporary folder).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const shell = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/shell');
const stamp = join(shell, 'node_modules', '.dama-lock-sha256');
const env = { ...process.env, CI: '1', EXPO_OFFLINE: '1', EXPO_NO_TELEMETRY: '1' };

function run(label, command, args) {
  const started = Date.now();
  console.log(`\n▶ shell: ${label}`);
  const result = spawnSync(command, args, { cwd: shell, stdio: 'inherit', env });
  if (result.error || result.status !== 0) {
    console.error(`shell: ${label} failed (${result.error?.message ?? `exit ${result.status}`}).`);
    process.exit(result.status || 1);
  }
  console.log(`◀ shell: ${label} ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

const lockHash = createHash('sha256')
  .update(readFileSync(join(shell, 'package-lock.json')))
  .digest('hex');
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) {
  console.log('\n▶ shell: dependencies match package-lock.json, no install');
} else {
  run('npm ci', 'npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stamp, lockHash);
}

run('tests (jest-expo)', 'npx', ['jest', '--ci']);
run('type-check', 'npx', ['tsc', '--noEmit']);

const out = mkdtempSync(join(tmpdir(), 'dama-shell-export-'));
try {
  run('expo export (android, ios)', 'npx', [
    'expo',
    'export',
    '--platform',
    'android',
    '--platform',
    'ios',
    '--output-dir',
    out,
  ]);
  // Each platform's bundle exists and carries the shared bridge definition (bundled by path).
  const files = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  for (const platform of ['android', 'ios']) {
    const bundles = files(join(out, '_expo', 'static', 'js', platform));
    const carries = bundles.some((path) => {
      const bytes = readFileSync(path);
      return bytes.includes('notifyTokenExpired') && bytes.includes('/dev/id-token');
    });
    if (bundles.length === 0 || !carries) {
      console.error(`shell: the ${platform} bundle is missing or lacks the bridge methods.`);
      process.exit(1);
    }
    console.log(
      `  ${platform}: ${bundles.map((p) => `${p.slice(out.length + 1)} (${statSync(p).size} B)`).join(', ')}`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
