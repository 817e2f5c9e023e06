import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/tx';
import type { AppDeps } from '../../platform/deps';
import type { JobHandle } from '../../platform/jobs';
import type { AfterCommit } from '../../platform/outbox';
import { ContextBuilder, type CoupleLookup } from './context';
import type { CounsellorPort, MemoryReader } from './counsellor-port';
import { ChatHistory } from './history';
import { ChatHistoryRepository } from './history-repository';
import { LiveReplies } from './live-replies';
import { ReplyChannel } from './reply-channel';
import { ReplyRunner } from './reply-runner';
import { ChatRepository } from './repository';
import { registerChatRoutes } from './routes';
import { ChatService } from './service';
import { SUMMARY_ATTEMPTS, SummaryJob } from './summary-job';

export type * from './counsellor-port';
export { isCounsellorUnavailable } from './counsellor-port';
export type { CoupleLookup } from './context';
export { IDLE_MS, LEASE_MS, SEND_LIMITS } from './service';
export { REPLY_TIMEOUT_MS } from './reply-runner';
export { SUMMARY_ATTEMPTS } from './summary-job';

export const SUMMARY_JOB = 'chat-summary';
export const IDLE_JOB = 'chat-complete-idle';

/** The chat's jobs (part of `app.appJobs`). */
export interface ChatJobs {
  /** A completed room's summary (queued on completion and when a FAILED one is read). */
  chatSummary: JobHandle<{ roomId: number }>;
  /** Every 5 minutes: rooms idle for 24 hours complete. */
  chatCompleteIdle: JobHandle<Record<string, never>>;
}

/** What app.ts wires of the chat besides its routes. */
export interface ChatModule {
  /**
   * Inside the couple link transaction: PAUSED rooms of these members resume; returns the live
   * events to send once it committed (app.ts adds them to the link's outbox).
   */
  onPartnerLinked(tx: Tx, memberIds: readonly number[]): Promise<AfterCommit>;
  jobs: ChatJobs;
}

/**
 * The counselling chat (DESIGN 6, CONTRACT 4.6; decision 0019): the current room's state machine,
 * replies streamed over the live stream by this process's ReplyRunner, the snapshot for streams
 * opened mid-reply, history, and the summary and idle jobs. Registers its withdrawal erase step
 * and the `totalChatRoomCount` counter on the member hooks.
 */
export function chatModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: { counsellor: CounsellorPort; memories: MemoryReader; couples: CoupleLookup },
): ChatModule {
  const { counsellor, memories, couples } = collaborators;
  const repo = new ChatRepository(deps.db, deps.config.dataEncryptionKey);
  const contexts = new ContextBuilder(repo, couples, memories, deps.now);
  const channel = new ReplyChannel(deps.bus, app.log);
  const live = new LiveReplies();
  const summaries = new SummaryJob(repo, counsellor, contexts, deps.events, app.log);
  const chatSummary = deps.jobs.define<{ roomId: number }>({
    name: SUMMARY_JOB,
    retryLimit: SUMMARY_ATTEMPTS - 1,
    retryDelaySeconds: 10,
    // A member waits on the loading screen for it: if the wake-up that enqueueing sends is missed
    // (pg-boss resets it at the start of each fetch), the next poll comes within 2 s, not 30.
    pollingIntervalSeconds: 2,
    run: ({ roomId }) => summaries.run(roomId),
  });
  const runner = new ReplyRunner({
    repo,
    counsellor,
    contexts,
    events: deps.events,
    announceEnd: (memberId) => channel.ended(memberId),
    now: deps.now,
    log: app.log,
  });
  const service = new ChatService({
    repo,
    runner,
    channel,
    counsellor,
    couples,
    events: deps.events,
    summaryJob: chatSummary,
    limiter: deps.limiter,
    readCache: deps.readCache,
    now: deps.now,
    log: app.log,
  });
  const chatCompleteIdle = deps.jobs.define<Record<string, never>>({
    name: IDLE_JOB,
    cron: '*/5 * * * *',
    run: async () => {
      await service.ending.completeIdle();
    },
  });
  const historyRooms = new ChatHistoryRepository(deps.db);
  const history = new ChatHistory(repo, historyRooms, (roomId) =>
    service.ending.queueSummary(roomId),
  );
  registerChatRoutes(app, service, history);

  // Withdrawal erases the member's rooms and messages; GET /members counts completed rooms.
  deps.memberHooks.onErase(async ({ tx, memberId }) => {
    await repo.eraseMember(tx, memberId);
    history.forgetMember(memberId);
  });
  deps.memberHooks.addCounter('totalChatRoomCount', (memberId) =>
    historyRooms.completedCount(memberId),
  );

  const unobserve = deps.events.observe(live);
  app.addHook('onReady', () =>
    channel.listen({
      stop: (roomId) => void runner.stop(roomId),
      ended: (memberId) => live.ended(memberId),
    }),
  );
  // Replies in flight are aborted and marked failed before the streams and the database close.
  app.addHook('preClose', () => runner.shutdown());
  app.addHook('onClose', async () => {
    unobserve();
    await channel.close();
  });

  return {
    onPartnerLinked: (tx, memberIds) => service.resumePaused(memberIds, tx),
    jobs: { chatSummary, chatCompleteIdle },
  };
}
