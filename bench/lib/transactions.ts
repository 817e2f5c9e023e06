// The transactions a PostgreSQL database has committed so far (`pg_stat_database`): a query
// outside a transaction commits one, so the difference over a run counts its statements. The
// statistics reach the view when a backend reports them (at most a second late), so this waits
// that second first. 0 without a database URL (the embedded database).
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';

const REPORT_DELAY_MS = 1_100;

export async function committedTransactions(databaseUrl: string | null): Promise<number> {
  if (!databaseUrl) return 0;
  await sleep(REPORT_DELAY_MS);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // This session's own statements are reported when it ends, after the read.
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit::text as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
