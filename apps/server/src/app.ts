import type { FastifyInstance } from 'fastify';
import type { Config } from './platform/config';
import { systemClock } from './platform/clock';
import { appLinksModule } from './modules/app-links';
import { authModule } from './modules/auth';
import { chatModule } from './modules/chat';
import { coupleModule } from './modules/couple';
import { homeModule } from './modules/home';
import { loveTypeModule } from './modules/love-type';
import { memberModule } from './modules/member';
import { notificationModule } from './modules/notification';
import { pushModule } from './modules/push';
import { questionModule } from './modules/question';
import { realtimeModule } from './modules/realtime';
import { termsModule } from './modules/terms';
import { createServer, installEdge } from './server';
import type { AppOverrides } from './wiring/app-options';
import { counsellorPort } from './wiring/counsellor-port';
import { devLogin } from './wiring/dev-login';
import { startPlatform } from './wiring/platform';
import { readyChecks } from './wiring/ready-checks';

// The app: the HTTP edge (server.ts), the platform (wiring/platform.ts) and every module, wired
// to each other here and nowhere else.

export { BODY_LIMIT, CLOSE_GRACE_MS } from './server';
export type { AppJobs, AppOverrides, AppSeams } from './wiring/app-options';

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

  // With DEV_LOGIN: the dev issuer's keys and user info for sign-in, its Expo push stand-in.
  const { localKeySets, localUserInfo, expoStandIn } = await devLogin(app, deps, {
    ephemeralKey: overrides.ephemeralDevKey ?? false,
  });
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
  appLinksModule(app, config.appLinks);
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
