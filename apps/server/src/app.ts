import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { devIssuerUrls, type Config } from './platform/config';
import { AccessTokens } from './platform/auth/access-token';
import { AuthGuard } from './platform/auth/guard';
import { systemClock, type Clock } from './platform/clock';
import { createDatabase, type Database } from './platform/db/client';
import type { AppDeps } from './platform/deps';
import { writeClientError } from './platform/http/client-error';
import { installErrorHandling, sendError, type WebFallback } from './platform/http/error-handler';
import { registerHealth } from './platform/http/health';
import { registerOpenApi } from './platform/http/openapi';
import { genRequestId } from './platform/http/request-id';
import { lazyRequestLogger, RequestLog } from './platform/http/request-log';
import { trackApiRoutes } from './platform/http/route-index';
import { registerSecurity } from './platform/http/security';
import { installKoreanValidationMessages } from './platform/http/validation-messages';
import { inlineScriptHashes, registerWebApp } from './platform/http/web-app';
import { loggerOptions } from './platform/logger';
import { defineSessionCleanup, PgBossJobRunner, type JobHandle } from './platform/jobs';
import { MemoryAttemptLimiter } from './platform/limits/attempt-limiter';
import { RedisAttemptLimiter } from './platform/limits/redis-attempt-limiter';
import { InProcessBus, RedisBus, RedisConnections } from './platform/bus';
import { ReadCache } from './platform/cache';
import { MemberHooks } from './platform/member-hooks';
import { defineMemberEventsPrune, Realtime } from './platform/realtime';
import { authModule, type KeySetResolver, type UserInfoResolver } from './modules/auth';
import { chatModule, type ChatJobs, type CounsellorPort } from './modules/chat';
import {
  closingLine,
  createCounsellor,
  detectRisk,
  greeting,
  safetyReply,
  safetySummary,
  reviewReply,
} from './modules/counsellor';
import { coupleModule, type CoupleEvents } from './modules/couple';
import { devIssuerModule } from './modules/dev-issuer';
import { loveTypeModule } from './modules/love-type';
import { memberModule } from './modules/member';
import { notificationModule, type NotificationJobs } from './modules/notification';
import { questionModule, type QuestionJobs } from './modules/question';
import { realtimeModule } from './modules/realtime';
import { termsModule } from './modules/terms';

/** How long a closing server waits for its connections before cutting them. */
export const CLOSE_GRACE_MS = 3000;

/** Members whose hot reads one instance keeps in memory (decision 0031). */
const READ_CACHE_MEMBERS = 10_000;

/** The 64 KiB body limit of CONTRACT 3 (41300 above it). */
export const BODY_LIMIT = 64 * 1024;

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
   * hooks, erase steps and counters here, the way modules do in this file).
   */
  extend?: (seams: AppSeams) => void;
  /** The chat's counsellor (tests pass a programmable fake). */
  counsellor?: CounsellorPort;
}

/** The seams between modules, as app.ts wires them. */
export interface AppSeams {
  couples: CoupleEvents;
  memberHooks: MemberHooks;
}

/** The jobs the app defines (tests and operators run them through `app.appJobs`). */
export interface AppJobs extends ChatJobs, QuestionJobs, NotificationJobs {
  sessionsCleanupExpired: JobHandle<Record<string, never>>;
  /** Deletes stored live events past the replay window (every minute). */
  memberEventsPrune: JobHandle<Record<string, never>>;
  couplesPurgeEnded: JobHandle<Record<string, never>>;
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
  installKoreanValidationMessages();
  const now = overrides.now ?? systemClock;

  const app = Fastify({
    logger: loggerOptions(config.logLevel, overrides.logStream),
    logController: new RequestLog(),
    childLoggerFactory: lazyRequestLogger,
    genReqId: genRequestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Closing and parser errors answer in the envelope (http/closing.ts, http/client-error.ts).
    return503OnClosing: false,
    clientErrorHandler: writeClientError,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors before routing (a malformed URL, a bad Content-Length...) get the envelope too.
    frameworkErrors: (error, request, reply) => {
      request.log.debug({ code: error.code }, 'malformed request');
      void sendError(request, (reply as FastifyReply).header('x-request-id', request.id), 40000);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = overrides.database ?? (await createDatabase(config));
  app.addHook('onClose', async () => {
    await database.close();
  });
  await database.migrate();

  // An empty JSON body (POST /logout, DELETE /members) is "no body", not a parse error; anything
  // else goes through Fastify's own parser (prototype-poisoning protection included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.decorateRequest('principal', null);

  const accessTokens = new AccessTokens(config.jwtSecret, now);
  const guard = new AuthGuard(database.db, accessTokens, now, config.sessionCacheMs);
  app.decorate('authGuard', guard);
  // Live events and revocations between instances: Redis when REDIS_URL is set, else in-process.
  const redis = config.redisUrl ? await RedisConnections.connect(config.redisUrl, app.log) : null;
  const onBusError = (err: unknown, channel: string) =>
    app.log.error({ err, channel }, 'bus message handler failed');
  const bus = redis
    ? new RedisBus(redis, `${config.redisKeyPrefix}bus:`, onBusError)
    : new InProcessBus(onBusError);
  const realtime = await Realtime.start({
    db: database.db,
    bus,
    now,
    guard,
    log: app.log,
    sse: config.sse,
    redis: redis ? { client: redis.commands, prefix: `${config.redisKeyPrefix}streams:` } : null,
  });
  app.decorate('realtime', realtime);
  const readCache = new ReadCache({
    bus,
    now,
    ttlMs: config.readCacheMs,
    maxMembers: READ_CACHE_MEMBERS,
    log: app.log,
  });
  await readCache.start();
  app.decorate('readCache', readCache);
  guard.setPartnerLookup(async (memberId) => (await readCache.partnerOf(memberId)) !== null);
  // A member told of a change by a live event reads again at once: their cached reads go first
  // (on every instance, before the event reaches their streams; chat chunks change nothing).
  realtime.events.observe({
    onMessage: (memberId, event) => {
      if (event !== 'chat_response') readCache.drop([memberId]);
    },
    openingFrames: () => null,
  });
  // Streams end (with a retry hint) before the server waits for open connections; onClose hooks
  // run last-registered first, so the bus and Redis close before the database.
  app.addHook('preClose', (done) => {
    realtime.shutdown();
    // In-flight requests get a few seconds to finish; then whatever is still connected (a client
    // that went quiet without closing its socket) is cut, so the close never waits for a
    // client's keep-alive to run out.
    const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
    cut.unref();
    app.server.once('close', () => clearTimeout(cut));
    done();
  });
  app.addHook('onClose', async () => {
    await readCache.close();
    await realtime.close();
    await redis?.close();
  });
  // pg-boss on the same database: starts once every module has defined its jobs, stops before
  // the database closes (onClose hooks run last-registered first).
  const jobs = new PgBossJobRunner(database, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const deps: AppDeps = {
    config,
    db: database.db,
    now,
    accessTokens,
    guard,
    events: realtime.events,
    limiter: redis
      ? new RedisAttemptLimiter(redis.commands, `${config.redisKeyPrefix}attempts:`, now, app.log)
      : new MemoryAttemptLimiter(now),
    jobs,
    bus,
    readCache,
    memberHooks: new MemberHooks(),
  };
  const sessionsCleanupExpired = defineSessionCleanup(jobs, database.db, now);
  const memberEventsPrune = defineMemberEventsPrune(jobs, realtime);

  await registerSecurity(app, {
    connectSrc: config.connectSrc,
    scriptHashes: inlineScriptHashes(config.webDistDir),
    globalPerMinute: config.rateLimit.globalPerMinute,
    redis: redis ? { client: redis.commands, prefix: `${config.redisKeyPrefix}rate:` } : null,
  });
  const allowedMethods = trackApiRoutes(app);
  let webFallback: WebFallback | null = null;
  installErrorHandling(app, { allowedMethods, webFallback: () => webFallback });
  await registerOpenApi(app);

  registerHealth(app, () => database.ping());

  const localKeySets = new Map<string, KeySetResolver>();
  const localUserInfo = new Map<string, UserInfoResolver>();
  if (config.devLogin) {
    const issuer = await devIssuerModule(app, deps, {
      ephemeralKey: overrides.ephemeralDevKey ?? false,
    });
    const urls = devIssuerUrls(config.publicOrigin);
    localKeySets.set(urls.jwksUrl, issuer.keySet);
    localUserInfo.set(urls.userInfoUrl, (token) => issuer.userInfo(token));
  }
  const auth = authModule(app, deps, { localKeySets, localUserInfo });
  realtimeModule(app, realtime);
  const terms = await termsModule(app, deps);
  const loveType = loveTypeModule(app, deps);
  const notifications = notificationModule(app, deps);
  const couples = coupleModule(app, deps, { notifications: notifications.service });
  const counsellor = overrides.counsellor ?? counsellorPort(config, app.log);
  const questions = questionModule(app, deps, {
    couples: couples.service,
    remember: (input) => counsellor.engine.rememberAnswer(input),
  });
  const chat = chatModule(app, deps, {
    counsellor,
    memories: (memberId) => questions.memories(memberId),
    couples: couples.service,
  });
  memberModule(app, deps, { auth, terms, loveType, couples: couples.service });
  // Modules that react to couple changes subscribe here (couple imports none of them).
  couples.events.onLinked(async ({ tx, outbox, memberIds }) => {
    outbox.add(await chat.onPartnerLinked(tx, memberIds));
  });
  couples.events.onLinked((change) => questions.onLinked(change.tx, change));
  overrides.extend?.({ couples: couples.events, memberHooks: deps.memberHooks });
  app.decorate('appJobs', {
    sessionsCleanupExpired,
    memberEventsPrune,
    couplesPurgeEnded: couples.purgeJob,
    ...notifications.jobs,
    ...chat.jobs,
    ...questions.jobs,
  });

  webFallback = await registerWebApp(app, { distDir: config.webDistDir, preview: config.devLogin });

  return app;
}

/**
 * The counsellor module as the chat's port: the configured engine (openai with LLM_BASE_URL,
 * else scripted) and its lines. Failures the engine absorbs (a judge call) are logged by type
 * only: a model's error text could quote the conversation.
 */
function counsellorPort(config: Config, log: FastifyBaseLogger): CounsellorPort {
  return {
    engine: createCounsellor({
      llm: config.llm,
      scriptedDelayMs: config.counsellor.scriptedDelayMs,
      onError: (error, during) => {
        log.warn(
          { during, type: error instanceof Error ? error.name : typeof error },
          'counsellor call failed',
        );
      },
    }),
    greeting,
    closingLine,
    detectRisk,
    safetyReply,
    safetySummary,
    reviewReply,
  };
}
