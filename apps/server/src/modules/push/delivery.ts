import { PushPayload } from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { DataKeys } from '../../platform/crypto';
import type { JobHandle, JobRun, JobRunner } from '../../platform/jobs';
import type { PushOrder, PushSender } from '../../platform/push';
import { openTarget, type DeviceTarget } from './devices';
import { expoMessage, type ExpoClient, type ExpoMessage } from './expo';
import type { PushOutcome } from './outcome';
import type { DeliveryPair, PushRepository, StoredDevice } from './repository';
import type { WebPushClient, WebPushTarget } from './web-push';

export const PUSH_DELIVER_JOB = 'push-deliver';
export const PUSH_DELIVERIES_CLEANUP_JOB = 'push-deliveries-cleanup';

/** Orders per delivery job: one Expo request's worth, and a run of a few hundred ms. */
export const ORDERS_PER_JOB = 100;
/** Web pushes in flight at once within a run. */
const WEB_PUSH_CONCURRENCY = 32;
/**
 * Retries of a run some push of which was asked to wait (429, 5xx, no answer): pg-boss's
 * exponential back-off from 5 s (5–10 s, 10–20 s, … about 20 minutes in all).
 */
export const PUSH_RETRY = { limit: 8, delaySeconds: 5 } as const;
/** Delivery rows outlive any retry of their job by far. */
export const DELIVERY_RETENTION_MS = 3 * 24 * 60 * 60 * 1000;

/** An order as a job carries it (JSON): `notBefore` as ISO text. */
export interface QueuedOrder {
  memberId: number;
  notificationId: number;
  payload: PushPayload;
  notBefore: string | null;
}

export interface DeliverJobData {
  orders: QueuedOrder[];
}

/** What one run did (tests and the bench read it through the job's settle). */
export interface DeliveryCounts {
  sent: number;
  skipped: number;
  gone: number;
  retry: number;
  rejected: number;
}

/** Thrown by a run that left pushes to retry: pg-boss runs the job again after its back-off. */
export class PushRetryLater extends Error {
  override name = 'PushRetryLater';
  constructor(readonly count: number) {
    super(`${count} push(es) to retry`);
  }
}

interface Attempt {
  pair: DeliveryPair;
  device: StoredDevice;
  payload: PushPayload;
}

/**
 * The outbox of pushes (decision 0060). `send` turns orders into `push-deliver` jobs of up to 100
 * orders, held by pg-boss until their `notBefore`; a run looks up the members' devices, claims
 * each notification × device pair (a pair claimed before is never sent again), sends the claimed
 * ones (Web Push one by one, 32 at a time; Expo 100 a request) and settles them: sent, refused,
 * the device deleted when gone, the claim dropped and the job retried with back-off when the push
 * service asked to wait.
 */
export class PushDelivery implements PushSender {
  readonly job: JobHandle<DeliverJobData>;
  readonly cleanupJob: JobHandle<Record<string, never>>;

  constructor(
    jobs: JobRunner,
    private readonly repo: PushRepository,
    private readonly clients: { web: WebPushClient; expo: ExpoClient },
    private readonly keys: DataKeys,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly onRun?: (counts: DeliveryCounts) => void,
  ) {
    this.job = jobs.define<DeliverJobData>({
      name: PUSH_DELIVER_JOB,
      run: async (data, run) => {
        await this.run(data, run);
      },
      retryLimit: PUSH_RETRY.limit,
      retryDelaySeconds: PUSH_RETRY.delaySeconds,
      expireInSeconds: 5 * 60,
      // A push held for quiet hours, or retried, goes out within 2 s of its time; a fan-out's
      // jobs run back to back.
      pollingIntervalSeconds: 2,
      drain: true,
    });
    this.cleanupJob = jobs.define({
      name: PUSH_DELIVERIES_CLEANUP_JOB,
      cron: '30 4 * * *',
      run: async () => {
        await repo.deleteDeliveriesBefore(new Date(this.now().getTime() - DELIVERY_RETENTION_MS));
      },
    });
  }

  /** Queues the orders (after the notification's transaction committed). */
  async send(orders: readonly PushOrder[]): Promise<void> {
    const groups = new Map<number, QueuedOrder[]>();
    for (const order of orders) {
      const at = order.notBefore?.getTime() ?? 0;
      const group = groups.get(at) ?? [];
      group.push({
        memberId: order.memberId,
        notificationId: order.notificationId,
        // Exactly the contract's payload: nothing else a caller put in it travels.
        payload: PushPayload.parse(order.payload),
        notBefore: order.notBefore?.toISOString() ?? null,
      });
      groups.set(at, group);
    }
    for (const [at, group] of groups) {
      for (let i = 0; i < group.length; i += ORDERS_PER_JOB) {
        await this.enqueue(group.slice(i, i + ORDERS_PER_JOB), at);
      }
    }
  }

  private async enqueue(orders: QueuedOrder[], notBefore: number): Promise<void> {
    const waitMs = notBefore - this.now().getTime();
    await this.job.enqueue(
      { orders },
      waitMs > 0 ? { startAfterSeconds: Math.ceil(waitMs / 1000) } : {},
    );
  }

  /** One run of a delivery job. */
  async run(data: DeliverJobData, run: JobRun = { retryCount: 0 }): Promise<DeliveryCounts> {
    const now = this.now();
    const due: QueuedOrder[] = [];
    const early = new Map<number, QueuedOrder[]>();
    for (const order of data.orders) {
      const at = order.notBefore ? Date.parse(order.notBefore) : 0;
      if (at <= now.getTime()) due.push(order);
      else early.set(at, [...(early.get(at) ?? []), order]);
    }
    // Run before its time (the database's clock ahead of ours): queued again for then.
    for (const [at, orders] of early) await this.enqueue(orders, at);

    const counts: DeliveryCounts = { sent: 0, skipped: 0, gone: 0, retry: 0, rejected: 0 };
    const devices = await this.repo.liveDevicesOf(
      due.map((o) => o.memberId),
      now,
    );
    const devicesOf = new Map<number, StoredDevice[]>();
    for (const device of devices) {
      devicesOf.set(device.memberId, [...(devicesOf.get(device.memberId) ?? []), device]);
    }
    const wanted: Attempt[] = due.flatMap((order) =>
      (devicesOf.get(order.memberId) ?? []).map((device) => ({
        pair: { notificationId: order.notificationId, deviceId: device.id },
        device,
        payload: order.payload,
      })),
    );
    const claimed = new Set(
      (
        await this.repo.claim(
          wanted.map((a) => a.pair),
          now,
        )
      ).map(pairKey),
    );
    const attempts = wanted.filter((a) => claimed.has(pairKey(a.pair)));
    counts.skipped = wanted.length - attempts.length;

    const outcomes = await this.deliver(attempts);
    const sent: DeliveryPair[] = [];
    const rejected: DeliveryPair[] = [];
    const retry: DeliveryPair[] = [];
    const gone = new Set<number>();
    attempts.forEach((attempt, i) => {
      const outcome = outcomes[i] ?? { kind: 'retry', reason: 'no outcome' };
      switch (outcome.kind) {
        case 'sent':
          sent.push(attempt.pair);
          break;
        case 'gone':
          gone.add(attempt.device.id);
          break;
        case 'retry':
          retry.push(attempt.pair);
          break;
        case 'rejected':
          rejected.push(attempt.pair);
          break;
      }
      if (outcome.kind !== 'sent') {
        // Ids, kinds and the service's answer only: never the address, its keys or the payload.
        this.log.info(
          {
            job: PUSH_DELIVER_JOB,
            deviceId: attempt.device.id,
            device: attempt.device.kind,
            notificationId: attempt.pair.notificationId,
            outcome: outcome.kind,
            reason: outcome.reason,
            retryCount: run.retryCount,
          },
          'push not delivered',
        );
      }
    });
    const settledAt = this.now();
    await this.repo.settle(sent, 'SENT', settledAt);
    await this.repo.settle(rejected, 'FAILED', settledAt);
    for (const deviceId of gone) await this.repo.deleteDevice(deviceId);
    await this.repo.release(retry);
    counts.sent = sent.length;
    counts.rejected = rejected.length;
    counts.gone = gone.size;
    counts.retry = retry.length;
    this.onRun?.(counts);
    if (retry.length > 0) {
      if (run.retryCount >= PUSH_RETRY.limit) {
        this.log.warn(
          { job: PUSH_DELIVER_JOB, count: retry.length },
          'pushes given up after the last retry',
        );
      }
      throw new PushRetryLater(retry.length);
    }
    return counts;
  }

  /** Sends every attempt; one outcome each, in their order. */
  private async deliver(attempts: readonly Attempt[]): Promise<PushOutcome[]> {
    const outcomes: PushOutcome[] = new Array<PushOutcome>(attempts.length);
    const web: { index: number; target: WebPushTarget }[] = [];
    const expo: { index: number; message: ExpoMessage }[] = [];
    attempts.forEach((attempt, index) => {
      let target: DeviceTarget;
      try {
        target = openTarget(this.keys, attempt.device);
      } catch {
        outcomes[index] = { kind: 'rejected', reason: 'unreadable device' };
        return;
      }
      if (target.kind === 'EXPO') {
        expo.push({ index, message: expoMessage(target.token, attempt.payload) });
      } else web.push({ index, target: target.subscription });
    });

    const sendWeb = async () => {
      let next = 0;
      const worker = async () => {
        for (let item = web[next++]; item; item = web[next++]) {
          const payload = attempts[item.index]!.payload;
          outcomes[item.index] = await this.clients.web.send(item.target, payload);
        }
      };
      await Promise.all(Array.from({ length: Math.min(WEB_PUSH_CONCURRENCY, web.length) }, worker));
    };
    const sendExpo = async () => {
      if (expo.length === 0) return;
      const results = await this.clients.expo.send(expo.map((e) => e.message));
      expo.forEach((e, i) => {
        outcomes[e.index] = results[i] ?? { kind: 'retry', reason: 'no outcome' };
      });
    };
    await Promise.all([sendWeb(), sendExpo()]);
    return outcomes;
  }
}

function pairKey(pair: DeliveryPair): string {
  return `${pair.notificationId}:${pair.deviceId}`;
}
