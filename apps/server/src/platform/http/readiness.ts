import type { FastifyBaseLogger } from 'fastify';

/** One thing `GET /api/ready` checks: resolves when it is fine, rejects when it is not. */
export interface ReadyCheck {
  name: string;
  run(): Promise<void>;
  /**
   * Its failure leaves the instance serving, degraded (Redis, decision 0077): `/ready` answers
   * 200 DEGRADED naming it, so an orchestrator does not take every instance out at once.
   */
  degrades?: boolean;
}

/** A check that failed, and why (for the log; the answer names only the check). */
export interface ReadyFailure {
  check: string;
  reason: string;
  /** Only degraded (the check's `degrades`), not unready. */
  degrades?: boolean;
}

/** How long one check may take before the instance counts as not ready. */
export const READY_CHECK_TIMEOUT_MS = 1000;

/**
 * Whether this instance should get traffic (`GET /api/ready`, polled by the orchestrator and
 * load balancers): not while it closes, else every check must pass within its time-out. Cheap
 * under polling: a check still running is joined, never started twice, so a database or Redis
 * that hangs sees one probe query, not one per poll. Logged when the answer changes, not on
 * every poll.
 */
export class Readiness {
  private closing = false;
  private readonly running = new Map<string, Promise<void>>();
  /** The failed checks' names as last answered ('' when ready); null before the first answer. */
  private last: string | null = null;

  constructor(
    private readonly checks: readonly ReadyCheck[],
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs = READY_CHECK_TIMEOUT_MS,
  ) {}

  /** From the start of the shutdown on, the instance is not ready (it stays so). */
  markClosing(): void {
    this.closing = true;
  }

  /** The checks that fail now; empty when ready. */
  async failures(): Promise<ReadyFailure[]> {
    const failed = this.closing
      ? [{ check: 'closing', reason: 'the server is shutting down' }]
      : (await Promise.all(this.checks.map((check) => this.settle(check)))).filter(
          (failure): failure is ReadyFailure => failure !== null,
        );
    this.logChange(failed);
    return failed;
  }

  private async settle(check: ReadyCheck): Promise<ReadyFailure | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      await Promise.race([this.runOnce(check), timeout]);
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return check.degrades
        ? { check: check.name, reason, degrades: true }
        : { check: check.name, reason };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The check's run in flight, or a new one; forgotten once it settles. */
  private runOnce(check: ReadyCheck): Promise<void> {
    const inFlight = this.running.get(check.name);
    if (inFlight) return inFlight;
    const run = (async () => check.run())().finally(() => {
      if (this.running.get(check.name) === run) this.running.delete(check.name);
    });
    // A run that fails after its callers timed out is not an unhandled rejection.
    run.catch(() => undefined);
    this.running.set(check.name, run);
    return run;
  }

  private logChange(failed: readonly ReadyFailure[]): void {
    const now = failed.map((failure) => failure.check).join(',');
    if (now === this.last) return;
    const before = this.last;
    this.last = now;
    if (failed.some((failure) => !failure.degrades)) this.log.warn({ failed }, 'not ready');
    else if (failed.length > 0) this.log.warn({ failed }, 'ready, degraded');
    else if (before !== null) this.log.info('ready again');
  }
}
