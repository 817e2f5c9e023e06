import type { ChatMessage, MessageStatus } from '@dama/contract';

/**
 * What the chat screen knows beyond the loaded pages (DESIGN 6, 11): the member's messages not yet
 * on a page (sending, or failed to send), the reply being streamed, the messages whose ids arrived
 * on the stream before a page shows them, and status changes the stream announced. Pure: the
 * screen keeps it in a `ConversationStore` and shows `chatItems(pages, state)`.
 */
export interface ConversationState {
  outgoing: Outgoing[];
  reply: Reply;
  /** Messages known by id (a sent message, a stored or stopped reply) until a page has them. */
  settled: ChatMessage[];
  /** Status the stream announced for a message (FAILED on chat_error, DONE while retrying). */
  statusOverrides: Record<number, MessageStatus>;
  /** The last complete reply, for the polite live region (announced once, never per chunk). */
  announcement: { messageId: number; text: string } | null;
  /**
   * When the last reply ended here (ms): a room fetched before then that still says
   * `pendingReply` describes that reply, not a new one.
   */
  settledAt: number;
}

/** A message the member sent that has no id yet: on its way, or refused (retry sends it again). */
export interface Outgoing {
  clientMessageId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

/**
 * The reply in progress. `waiting`: the typing indicator (nothing streamed yet). `streaming`: the
 * text so far. `trusted` is false when the screen joined a reply already under way (the room said
 * `pendingReply`): the chunks it hears then continue text it never saw, so they are not shown
 * until a `chat_response_snapshot` gives the text so far; the stored reply shows at the end.
 */
export interface Reply {
  phase: 'idle' | 'waiting' | 'streaming';
  text: string;
  trusted: boolean;
  /** When the reply was expected (ms): a room fetched before then cannot say it is over. */
  since: number;
}

export type ConversationAction =
  | { type: 'send'; clientMessageId: string; content: string; createdAt: string; at: number }
  | { type: 'sent'; clientMessageId: string; messageId: number; level: number }
  | { type: 'sendFailed'; clientMessageId: string }
  /** Drops an outgoing message (a send refused for a reason retrying cannot fix, e.g. 40010). */
  | { type: 'discard'; clientMessageId: string }
  /** The member deleted a message that failed to send (삭제): it goes, the reply is untouched. */
  | { type: 'remove'; clientMessageId: string }
  | { type: 'resend'; clientMessageId: string; at: number }
  /** A reply will stream: after POST retry (for `messageId`) or POST upgrade. */
  | { type: 'expectReply'; at: number; retryOf?: number }
  /** The reply will not come after all (the upgrade paused or failed, retry refused). */
  | { type: 'cancelReply'; retryOf?: number }
  | { type: 'chunk'; text: string }
  | { type: 'snapshot'; content: string; at: number }
  | { type: 'stored'; messageId: number; level: number; createdAt: string; at: number }
  | { type: 'stopped'; messageId: number; level: number; createdAt: string; at: number }
  | { type: 'failed'; messageId: number; at: number }
  /**
   * Fresh messages arrived from the server (a page, fetched starting at `fetchedAt`); with the
   * room's `pendingReply` when the room was fetched too.
   */
  | { type: 'synced'; messages: ChatMessage[]; pendingReply?: boolean; fetchedAt: number };

export const initialConversation: ConversationState = {
  outgoing: [],
  reply: { phase: 'idle', text: '', trusted: true, since: 0 },
  settled: [],
  statusOverrides: {},
  announcement: null,
  settledAt: 0,
};

const IDLE: Reply = initialConversation.reply;

/** The state for a screen that opens on `pendingReply` (a reply under way it did not see start). */
export function joinedConversation(pendingReply: boolean, at: number): ConversationState {
  if (!pendingReply) return initialConversation;
  return {
    ...initialConversation,
    reply: { phase: 'waiting', text: '', trusted: false, since: at },
  };
}

function expecting(at: number): Reply {
  return { phase: 'waiting', text: '', trusted: true, since: at };
}

function withSettled(state: ConversationState, message: ChatMessage): ChatMessage[] {
  return [...state.settled.filter((m) => m.messageId !== message.messageId), message];
}

function withoutOverride(overrides: Record<number, MessageStatus>, id: number | undefined) {
  if (id === undefined || !(id in overrides)) return overrides;
  const next = { ...overrides };
  delete next[id];
  return next;
}

/** The streamed text stored as `messageId` (DONE or STOPPED); the reply is over. */
function settleReply(
  state: ConversationState,
  action: { messageId: number; level: number; createdAt: string; at: number },
  status: MessageStatus,
): ConversationState {
  const { text, phase, trusted } = state.reply;
  const known = state.settled.some((m) => m.messageId === action.messageId);
  // Nothing (trustworthy) was streamed, or this id was settled already (an event replayed after a
  // reconnect): the page brings the stored message.
  if (known || phase !== 'streaming' || !trusted || text === '') {
    return known ? state : { ...state, reply: IDLE, settledAt: action.at };
  }
  const message: ChatMessage = {
    messageId: action.messageId,
    senderType: 'ASSISTANT',
    content: text,
    level: action.level,
    createdAt: action.createdAt,
    status,
  };
  return {
    ...state,
    reply: IDLE,
    settledAt: action.at,
    settled: withSettled(state, message),
    announcement: status === 'DONE' ? { messageId: action.messageId, text } : state.announcement,
  };
}

export function conversationReducer(
  state: ConversationState,
  action: ConversationAction,
): ConversationState {
  switch (action.type) {
    case 'send':
      return {
        ...state,
        outgoing: [
          ...state.outgoing,
          {
            clientMessageId: action.clientMessageId,
            content: action.content,
            createdAt: action.createdAt,
            status: 'sending',
          },
        ],
        reply: expecting(action.at),
      };
    case 'sent': {
      const outgoing = state.outgoing.find((o) => o.clientMessageId === action.clientMessageId);
      if (!outgoing) return state;
      const message: ChatMessage = {
        messageId: action.messageId,
        senderType: 'USER',
        content: outgoing.content,
        level: action.level,
        createdAt: outgoing.createdAt,
        status: 'DONE',
      };
      return {
        ...state,
        outgoing: state.outgoing.filter((o) => o !== outgoing),
        settled: withSettled(state, message),
      };
    }
    case 'sendFailed':
      return {
        ...state,
        outgoing: state.outgoing.map((o) =>
          o.clientMessageId === action.clientMessageId ? { ...o, status: 'failed' } : o,
        ),
        reply: IDLE,
      };
    case 'discard':
      return {
        ...state,
        outgoing: state.outgoing.filter((o) => o.clientMessageId !== action.clientMessageId),
        reply: IDLE,
      };
    case 'remove':
      return {
        ...state,
        outgoing: state.outgoing.filter((o) => o.clientMessageId !== action.clientMessageId),
      };
    case 'resend':
      return {
        ...state,
        outgoing: state.outgoing.map((o) =>
          o.clientMessageId === action.clientMessageId ? { ...o, status: 'sending' } : o,
        ),
        reply: expecting(action.at),
      };
    case 'expectReply':
      return {
        ...state,
        reply: expecting(action.at),
        statusOverrides:
          action.retryOf === undefined
            ? state.statusOverrides
            : { ...state.statusOverrides, [action.retryOf]: 'DONE' },
      };
    case 'cancelReply':
      return {
        ...state,
        reply: IDLE,
        statusOverrides:
          action.retryOf === undefined
            ? state.statusOverrides
            : { ...state.statusOverrides, [action.retryOf]: 'FAILED' },
      };
    case 'chunk': {
      const { reply } = state;
      if (!reply.trusted) return state;
      const text = reply.phase === 'streaming' ? reply.text + action.text : action.text;
      return { ...state, reply: { ...reply, phase: 'streaming', text } };
    }
    case 'snapshot':
      // The reply's text so far replaces whatever was held; the chunks that follow continue it.
      return {
        ...state,
        reply: {
          phase: 'streaming',
          text: action.content,
          trusted: true,
          since: state.reply.phase === 'idle' ? action.at : state.reply.since,
        },
      };
    case 'stored':
      return settleReply(state, action, 'DONE');
    case 'stopped':
      return settleReply(state, action, 'STOPPED');
    case 'failed':
      return {
        ...state,
        reply: IDLE,
        settledAt: action.at,
        statusOverrides: { ...state.statusOverrides, [action.messageId]: 'FAILED' },
      };
    case 'synced':
      return synced(state, action);
  }
}

function synced(
  state: ConversationState,
  action: Extract<ConversationAction, { type: 'synced' }>,
): ConversationState {
  const onServer = new Map(action.messages.map((m) => [m.messageId, m] as const));
  const settled = state.settled.filter((m) => !onServer.has(m.messageId));
  let statusOverrides = state.statusOverrides;
  for (const [id, status] of Object.entries(state.statusOverrides)) {
    if (onServer.get(Number(id))?.status === status) {
      statusOverrides = withoutOverride(statusOverrides, Number(id));
    }
  }
  let reply = state.reply;
  const fresh = action.fetchedAt >= reply.since;
  if (action.pendingReply === false && reply.phase !== 'idle' && fresh) {
    // The reply finished (or failed) while the stream was away: the page has the outcome.
    reply = IDLE;
  } else if (
    action.pendingReply === true &&
    reply.phase === 'idle' &&
    action.fetchedAt > state.settledAt
  ) {
    // A reply is under way that this screen did not see start (another device, a reconnect).
    // A room asked for before the last reply ended here still shows that reply: not a new one.
    reply = { phase: 'waiting', text: '', trusted: false, since: action.fetchedAt };
  }
  const unchanged =
    settled.length === state.settled.length &&
    statusOverrides === state.statusOverrides &&
    reply === state.reply;
  return unchanged ? state : { ...state, settled, statusOverrides, reply };
}

/** True while a reply is expected or streaming (the send button waits; stop is offered). */
export function replyInProgress(state: ConversationState): boolean {
  return state.reply.phase !== 'idle' || state.outgoing.some((o) => o.status === 'sending');
}
