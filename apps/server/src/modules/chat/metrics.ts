import type { Clock } from '../../platform/clock';
import type { Metrics } from '../../platform/metrics';
import { LEASE_STALE_MS, type ReplyLeases } from './reply-leases';
import type { ReplyRunner } from './reply-runner';
import type { LeaseQueries } from './lease-queries';

/**
 * The chat's metrics (decision 0041), read at scrape time: replies this instance is generating,
 * and the reply leases in the database (decision 0039): this instance's, and stale ones (not
 * renewed for LEASE_STALE_MS by any instance: a dead process's, until a sweep fails them).
 */
export function registerChatMetrics(
  metrics: Metrics,
  d: { runner: ReplyRunner; leases: ReplyLeases; queries: LeaseQueries; now: Clock },
): void {
  metrics.gauge(
    'dama_chat_replies_in_progress',
    'Counsellor replies this instance is generating (the level judge after a stored reply included).',
    () => d.runner.size,
  );
  // One query for both gauges: a scrape collects them together and shares it.
  let reading: Promise<{ held: number; stale: number }> | null = null;
  const leaseCounts = () =>
    (reading ??= d.queries
      .leaseCounts(d.leases.holder, new Date(d.now().getTime() - LEASE_STALE_MS))
      .finally(() => {
        reading = null;
      }));
  metrics.samples(
    'dama_chat_reply_leases_held',
    'Reply leases this instance holds in the database.',
    [],
    async () => [[{}, (await leaseCounts()).held]],
  );
  metrics.samples(
    'dama_chat_reply_leases_stale',
    'Reply leases no instance renewed for 10 s (a dead holder not yet failed), all instances.',
    [],
    async () => [[{}, (await leaseCounts()).stale]],
  );
}
