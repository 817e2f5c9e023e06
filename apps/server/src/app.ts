import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { devIssuerUrls, type Config } from './platform/config';
import { systemClock, type Clock } from './platform/clock';
import type { Database } from './platform/db/client';
import type { JobHandle } from './platform/jobs';
import type { MemberHooks } from './platform/member-hooks';
import type { PushSender } from './platform/push';
import { authModule, type KeySetResolver, type UserInfoResolver } from './modules/auth';
import { chatModule, type ChatJobs, type CounsellorPort } from './modules/chat';
import { coupleModule, type CoupleEvents } from './modules/couple';
import { devIssuerModule } from './modules/dev-issuer';
import { homeModule } from './modules/home';
import { loveTypeModule } from './modules/love-type';
import { memberModule } from './modules/member';
import { notificationModule, type NotificationJobs } from './modules/notification';
import { pushModule, type ExpoTransport, type PushJobs } from './modules/push';
import { questionModule, type QuestionJobs } from './modules/question';
import { realtimeModule } from './modules/realtime';
import { termsModule } from './modules/terms';
import { createServer, installEdge } from './server';
import { counsellorPort } from './wiring/counsellor-port';
import { startPlatform, type PlatformJobs } from './wiring/platform';
import { readyChecks } from './wiring/ready-checks';

// The app: the HTTP edge (server.ts), the platform (wiring/platform.ts) and every module, wired
// to each other here and nowhere else.

export { BODY_LIMIT, CLOSE_GRACE_MS } from './server';

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

export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = createServer(config, overrides.logStream);
  const platform = await startPlatform(app, config, {
    now: overrides.now ?? systemClock,
    database: overrides.database,
  });
  const { deps, database } = platform;
  const edge = await installEdge(app, {
    config,
    redis: platform.redis?.commands ?? null,
    readyChecks: readyChecks(database, platform.redis),
  });

  const localKeySets = new Map<string, KeySetResolver>();
  const localUserInfo = new Map<string, UserInfoResolver>();
  let expoStandIn: ExpoTransport | undefined;
  if (config.devLogin) {
    const { issuer, expoPush } = await devIssuerModule(app, deps, {
      ephemeralKey: overrides.ephemeralDevKey ?? false,
    });
    const urls = devIssuerUrls(config.publicOrigin);
    localKeySets.set(urls.jwksUrl, issuer.keySet);
    localUserInfo.set(urls.userInfoUrl, (token) => issuer.userInfo(token));
    // Native pushes reach the dev login's Expo stand-in when no EXPO_PUSH_URL is set.
    expoStandIn = (messages) => Promise.resolve(expoPush.receive(messages));
  }
  // Push delivery: devices, VAPID key, the outbox; its sender is the notification centre's.
  const push = pushModule(app, deps, { expoStandIn });
  realtimeModule(app, platform.realtime);
  const terms = await termsModule(app, deps);
  const loveType = loveTypeModule(app, deps);
  const notifications = notificationModule(app, deps, {
    push: overrides.push ?? push.sender,
    // Read only when the settings are, after every module is wired.
    questionTimeOf: (memberId) => couples.service.questionTimeOf(memberId),
  });
  const couples = coupleModule(app, deps, {
    notifications: notifications.service,
    loveTypes: loveType,
  });
  // Sign-up's first invite code comes from the couple module (it owns the codes).
  const auth = authModule(app, deps, {
    localKeySets,
    localUserInfo,
    inviteCodes: couples.service,
    sessionEnded: push.forgetSession,
  });
  // Modules that react to couple changes subscribe to `couples.events` in their own factory
  // (couple imports none of them). Hooks run in the order wired here: on a link the chat's, then
  // the questions'; on an end the member's (each keeps the couple's date).
  const counsellor = overrides.counsellor ?? counsellorPort(config, app.log);
  const chat = chatModule(app, deps, {
    counsellor,
    // Read only while a reply is composed, after every module is wired.
    memories: (memberId) => questions.memories(memberId),
    couples: couples.service,
    coupleEvents: couples.events,
    loveTypes: loveType,
    notifications: notifications.service,
  });
  const questions = questionModule(app, deps, {
    couples: couples.service,
    coupleEvents: couples.events,
    remember: (input) => counsellor.engine.rememberAnswer(input),
    notifications: notifications.service,
  });
  memberModule(app, deps, {
    auth,
    terms,
    loveType,
    couples: couples.service,
    coupleEvents: couples.events,
    notifications: notifications.service,
    push,
    questions,
    chat,
  });
  homeModule(app);
  overrides.extend?.({
    couples: couples.events,
    memberHooks: deps.memberHooks,
    push: push.sender,
  });
  app.decorate('appJobs', {
    ...platform.jobs,
    couplesPurgeEnded: couples.purgeJob,
    couplesAnniversarySoon: couples.anniversaryJob,
    ...notifications.jobs,
    ...chat.jobs,
    ...questions.jobs,
    ...push.jobs,
  });

  await edge.serveWebApp();
  return app;
}
