/**
 * Whether a database error means the database cannot be reached or cannot take work right now
 * (stopped, restarting, unreachable, out of disk), not that the statement was wrong. Such an
 * error answers 503/50300 with `Retry-After` (decision 0077), never a 500.
 *
 * Returns a short reason for the log (a code or a class, never a statement or a value), or null.
 */
export function databaseUnavailable(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const reason = reasonOf(current);
    if (reason) return reason;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Node's socket errors when PostgreSQL is stopped, restarting or out of reach. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that are the server's state, not the statement's: class 08 (connection exception),
 * 57P01–57P03 (administrator or crash shutdown, cannot connect now), 53xxx (disk full, out of
 * memory, too many connections), 58030 (I/O error: a full or failing disk).
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code.startsWith('53') ||
    code === '58030'
  );
}

/**
 * node-postgres's own messages for a connection that broke or never came (they carry no code),
 * and PGlite's once its database process has stopped (after a PANIC, e.g. a full disk).
 */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

function reasonOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code === 'ENOSPC' || code === '53100') return `disk full (${code})`;
    if (SOCKET_CODES.has(code)) return code;
    if (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)) return `SQLSTATE ${code}`;
  }
  if (typeof message === 'string') {
    // node-postgres's connect time-out (a client option, so only our pool's connections).
    if (message === 'timeout expired') return 'connect timeout';
    if (message.includes('No space left on device')) return 'disk full (ENOSPC)';
    const known = MESSAGES.find((text) => message.includes(text));
    if (known) return known;
  }
  return null;
}
