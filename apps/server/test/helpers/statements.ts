/**
 * Counts the statements an embedded database runs from now on (PGlite's `query`, `exec`,
 * `transaction`); `database` is the test database handle (helpers/database.ts).
 */
export function countStatements(database: unknown): { count: () => number } {
  const client = (database as { db: { $client: Record<string, unknown> } }).db.$client;
  let n = 0;
  for (const name of ['query', 'exec', 'transaction']) {
    const original = (client[name] as (...a: unknown[]) => unknown).bind(client);
    client[name] = (...args: unknown[]) => {
      n += 1;
      return original(...args);
    };
  }
  return { count: () => n };
}
