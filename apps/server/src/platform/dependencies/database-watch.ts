import type { Database } from '../db/client';
import { databaseUnavailable } from '../db/unavailable';
import type { DependencyStates } from './states';

/** While the database is down, it is asked `select 1` this often (recovery is seen this soon). */
export const DATABASE_PROBE_MS = 500;
/** A probe that takes longer than this counts as failed. */
const PROBE_TIMEOUT_MS = 1000;

/**
 * Turns database failures into the `database` state: `report(error)` with any error a request,
 * a job, a sweep or a broken pooled connection met marks it down when the error says the
 * database is unavailable (decision 0077); from then on a probe runs every DATABASE_PROBE_MS
 * until one answers, which marks it up.
 * Nothing is asked while the database is up.
 */
export class DatabaseWatch {
  private probe: NodeJS.Timeout | null = null;
  private probing = false;
  private stopped = false;

  constructor(
    private readonly database: Pick<Database, 'ping'>,
    private readonly states: DependencyStates,
  ) {
    states.track('database');
  }

  /** True when the error was the database's being unavailable (and it is now marked down). */
  report(error: unknown): boolean {
    const reason = databaseUnavailable(error);
    if (reason === null) return false;
    if (this.stopped) return true;
    this.states.down('database', reason);
    this.probe ??= setInterval(() => void this.check(), DATABASE_PROBE_MS);
    this.probe.unref();
    return true;
  }

  private async check(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.database.ping(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS);
        }),
      ]);
      this.stopProbe();
      this.states.up('database');
    } catch {
      // Still down: the next probe follows.
    } finally {
      clearTimeout(timer);
      this.probing = false;
    }
  }

  private stopProbe(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
  }

  stop(): void {
    this.stopped = true;
    this.stopProbe();
  }
}
