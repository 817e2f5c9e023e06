import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The repository root (two levels above apps/server): one `.data` for root and workspace starts. */
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');
