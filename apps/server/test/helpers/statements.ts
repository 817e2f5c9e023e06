/**
 * Counts the statements an embedded database runs from now on (PGlite's `query`, `exec`,
 * `transaction`), and keeps their texts; `database` is the test database handle
 * (helpers/database.ts).
 */
export function countStatements(database: unknown): { count: () => number; texts: () => string[] } {
  const client = (database as { db: { $client: Record<string, unknown> } }).db.$client;
  const texts: string[] = [];
  for (const name of ['query', 'exec', 'transaction']) {
    const original = (client[name] as (...a: unknown[]) => unknown).bind(client);
    client[name] = (...args: unknown[]) => {
      texts.push(typeof args[0] === 'string' ? args[0] : `(${name})`);
      return original(...args);
    };
  }
  return { count: () => texts.length, texts: () => [...texts] };
}
