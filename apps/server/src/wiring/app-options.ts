import type { DestinationStream } from 'pino';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/db/client';
import type { JobHandle } from '../platform/jobs';
import type { MemberHooks } from '../platform/member-hooks';
import type { PushSender } from '../platform/push';
import type { ChatJobs, CounsellorPort } from '../modules/chat';
import type { CoupleEvents } from '../modules/couple';
import type { NotificationJobs } from '../modules/notification';
import type { PushJobs } from '../modules/push';
import type { QuestionJobs } from '../modules/question';
import type { PlatformJobs } from './platform';

// What `buildApp` (app.ts) takes besides the config, and what it hands back besides the routes.

export interface AppOverrides {
  /** Time source (tests move it to test expiry and "today"). */
  now?: Clock;
  /** A database to use instead of the one the config names (tests). Closed with the app. */
  database?: Database;
  /** Where log lines go (tests read them). */
  logStream?: DestinationStream;
  /** Keep the dev issuer's key in memory instead of DATA_DIR (tests). */
  ephemeralDevKey?: boolean;
  /**
   * Runs once every module is wired, with the seams modules plug into (tests subscribe extra
   * hooks, erase steps and counters here; they run after the modules' own).
   */
  extend?: (seams: AppSeams) => void;
  /** The chat's counsellor (tests pass a programmable fake). */
  counsellor?: CounsellorPort;
  /** Where the notification centre hands its push orders (tests pass a recorder). */
  push?: PushSender;
}

/** The seams between modules, as app.ts wires them. */
export interface AppSeams {
  couples: CoupleEvents;
  memberHooks: MemberHooks;
  /** Push delivery's sender, as the notification centre gets it. */
  push: PushSender;
}

/** The jobs the app defines (tests and operators run them through `app.appJobs`). */
export interface AppJobs extends PlatformJobs, ChatJobs, QuestionJobs, NotificationJobs, PushJobs {
  couplesPurgeEnded: JobHandle<Record<string, never>>;
  couplesAnniversarySoon: JobHandle<Record<string, never>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    appJobs: AppJobs;
  }
}
