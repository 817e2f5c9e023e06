#!/usr/bin/env node
// Part of `npm run lint`: no import circles in the contract, the server or the web app (type-only
// imports count: a circle of types still ties two files into one unit). dpdm reads the TypeScript
// sources with each workspace's tsconfig; one failing workspace fails the check.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = [
  {
    name: 'contract',
    tsconfig: 'packages/contract/tsconfig.json',
    glob: 'packages/contract/src/**/*.ts',
  },
  { name: 'server', tsconfig: 'apps/server/tsconfig.json', glob: 'apps/server/src/**/*.ts' },
  { name: 'web', tsconfig: 'apps/web/tsconfig.json', glob: 'apps/web/src/**/*.{ts,tsx}' },
];

let failed = false;
for (const { name, tsconfig, glob } of workspaces) {
  const result = spawnSync(
    'npx',
    [
      'dpdm',
      '--no-warning',
      '--no-tree',
      '--exit-code',
      'circular:1',
      '--tsconfig',
      tsconfig,
      glob,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status === 0) {
    console.log(`no import circles: ${name}`);
    continue;
  }
  failed = true;
  const lines = (result.stdout + result.stderr)
    .split('\n')
    .filter((line) => /^\s+\d+\)/.test(line));
  console.error(`import circles in ${name}:\n${lines.join('\n') || result.stdout + result.stderr}`);
}
process.exit(failed ? 1 : 0);
