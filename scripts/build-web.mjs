#!/usr/bin/env node
// Builds the web app unless apps/web/dist was built from exactly the same inputs: the web app's
// sources and config, the contract and bridge packages, the server's modules (their texts are in the app's
// font, apps/web/build/text-font.ts), the lockfile and the VITE_* environment. A hash of
// them is kept in apps/web/dist/.inputs-hash. `npm start` and `npm run test:e2e` use it, so a
// second start does not wait for a build; `--force` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const stamp = join(dist, '.inputs-hash');

const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/preview.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/bridge/src',
  'packages/bridge/package.json',
  'apps/server/src/modules',
  'package-lock.json',
];
// Written by the router plugin during the build from the route files, which are inputs already.
const DERIVED = new Set(['apps/web/src/routeTree.gen.ts']);

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* filesUnder(join(path, name));
  } else {
    yield path;
  }
}

function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesUnder(join(root, input))) {
      const rel = relative(root, file).replaceAll('\\', '/');
      if (DERIVED.has(rel)) continue;
      hash.update(rel).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const name of Object.keys(process.env).filter((key) => key.startsWith('VITE_')).sort()) {
    hash.update(`${name}=${process.env[name]}\0`);
  }
  return hash.digest('hex');
}

const hash = inputsHash();
const built = existsSync(join(dist, 'index.html')) && existsSync(stamp);
if (!process.argv.includes('--force') && built && readFileSync(stamp, 'utf8').trim() === hash) {
  console.log('web app build is up to date (apps/web/dist)');
  process.exit(0);
}

const result = spawnSync('npm', ['run', 'build', '-w', '@dama/web'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, `${hash}\n`);
