import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { Tx } from '../../platform/db/tx';
import type { JobHandle } from '../../platform/jobs';
import type { PushSender } from '../../platform/push';
import { PushDelivery, type DeliverJobData, type DeliveryCounts } from './delivery';
import { PushDevices } from './devices';
import { ExpoClient, httpExpoTransport, type ExpoTransport } from './expo';
import { PushRepository } from './repository';
import { registerPushRoutes } from './routes';
import { WebPushClient } from './web-push';

export { pushEncryptedColumns } from './schema';
export {
  ORDERS_PER_JOB,
  PUSH_DELIVER_JOB,
  PUSH_RETRY,
  type DeliverJobData,
  type DeliveryCounts,
} from './delivery';
export type { ExpoAnswer, ExpoMessage, ExpoTransport } from './expo';

export interface PushJobs {
  /** Delivers queued push orders (one job a batch of up to 100). */
  pushDeliver: JobHandle<DeliverJobData>;
  /** Deletes delivery records older than three days (daily). */
  pushDeliveriesCleanup: JobHandle<Record<string, never>>;
}

export interface PushModuleOptions {
  /**
   * Where Expo messages go when `config.push.expo.url` is null: the dev login's in-process
   * stand-in (app.ts wires it). Required then.
   */
  expoStandIn?: ExpoTransport;
  /** Told what each delivery run did (the bench counts with it). */
  onRun?: (counts: DeliveryCounts) => void;
}

export interface PushModule {
  /** The notification centre's way to push (platform/push.ts). */
  sender: PushSender;
  /** Logout of a session (or its revocation): the devices it registered go. */
  forgetSession: (sessionId: string) => Promise<void>;
  /** Withdrawal, inside its transaction: every device of the member goes. */
  eraseMember: (tx: Tx, memberId: number) => Promise<void>;
  jobs: PushJobs;
}

/**
 * Push delivery (decision 0060): devices (`PUT`/`DELETE /api/notifications/devices`, the VAPID
 * public key), and the outbox that delivers the notification centre's orders through Web Push
 * and Expo's push API.
 */
export function pushModule(
  app: FastifyInstance,
  deps: AppDeps,
  options: PushModuleOptions = {},
): PushModule {
  const { push, dataEncryptionKey } = deps.config;
  const repo = new PushRepository(deps.db);
  const devices = new PushDevices(repo, dataEncryptionKey, deps.now);
  registerPushRoutes(app, devices, push.vapid.publicKey);

  let expoTransport: ExpoTransport;
  if (push.expo.url) expoTransport = httpExpoTransport(push.expo.url, push.expo.accessToken);
  else if (options.expoStandIn) expoTransport = options.expoStandIn;
  else throw new Error('push: no Expo URL and no stand-in');

  const delivery = new PushDelivery(
    deps.jobs,
    repo,
    { web: new WebPushClient(push.vapid), expo: new ExpoClient(expoTransport) },
    dataEncryptionKey,
    deps.now,
    app.log,
    options.onRun,
  );
  return {
    sender: delivery,
    forgetSession: async (sessionId) => {
      await repo.deleteOfSession(sessionId);
    },
    eraseMember: (tx, memberId) => repo.deleteOfMember(tx, memberId),
    jobs: { pushDeliver: delivery.job, pushDeliveriesCleanup: delivery.cleanupJob },
  };
}
