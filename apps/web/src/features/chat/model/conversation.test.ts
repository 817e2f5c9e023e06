import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@dama/contract';
import { chatItems } from './chat-items';
import {
  conversationReducer,
  initialConversation,
  joinedConversation,
  replyInProgress,
  type ConversationAction,
  type ConversationState,
} from './conversation';

const T = '2026-11-24T10:00:00+09:00';

function message(messageId: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    messageId,
    senderType: 'ASSISTANT',
    content: `메시지 ${messageId}`,
    level: 1,
    createdAt: T,
    status: 'DONE',
    ...overrides,
  };
}

function run(actions: ConversationAction[], from: ConversationState = initialConversation) {
  return actions.reduce(conversationReducer, from);
}

/** What the screen shows, in short: `U:text`, `A:text`, `…` (typing), `>text` (streaming). */
function shown(state: ConversationState, loaded: ChatMessage[] = []): string[] {
  return chatItems(loaded, state).map((item) => {
    if (item.kind === 'typing') return '…';
    if (item.kind === 'reply') return `>${item.text}`;
    const flags = [
      item.status !== 'DONE' ? item.status : '',
      item.retry ? `retry:${item.retry}` : '',
    ].filter(Boolean);
    return `${item.sender === 'USER' ? 'U' : 'A'}:${item.content}${flags.length ? ` [${flags.join(' ')}]` : ''}`;
  });
}

const greeting = message(1, { content: '안녕, 민준아!' });
const send = (id = 'c1', content = '싸웠어'): ConversationAction => ({
  type: 'send',
  clientMessageId: id,
  content,
  createdAt: T,
  at: 100,
});
const sent = (id = 'c1', messageId = 2): ConversationAction => ({
  type: 'sent',
  clientMessageId: id,
  messageId,
  level: 1,
});
const chunk = (text: string): ConversationAction => ({ type: 'chunk', text });
const stored = (messageId: number, at = 150): ConversationAction => ({
  type: 'stored',
  messageId,
  level: 1,
  createdAt: T,
  at,
});

describe('a turn: send, typing, chunks, stored reply', () => {
  it('shows the optimistic bubble and the typing indicator until the first chunk', () => {
    const state = run([send()]);
    expect(shown(state, [greeting])).toEqual(['A:안녕, 민준아!', 'U:싸웠어 [SENDING]', '…']);
    expect(replyInProgress(state)).toBe(true);
  });

  it('keeps the sent message by its id and streams the reply chunk by chunk', () => {
    const state = run([send(), sent(), chunk('그랬구나'), chunk(', 많이 속상했겠다.\n')]);
    expect(shown(state, [greeting])).toEqual([
      'A:안녕, 민준아!',
      'U:싸웠어',
      '>그랬구나, 많이 속상했겠다.\n',
    ]);
  });

  it('a chunk may come before the send returns (the reply is fast)', () => {
    const state = run([send(), chunk('응'), sent()]);
    expect(shown(state)).toEqual(['U:싸웠어', '>응']);
  });

  it('ai_response_id replaces the streamed bubble by the stored message, announced once', () => {
    const state = run([send(), sent(), chunk('그랬구나.'), stored(3)]);
    expect(shown(state, [greeting])).toEqual(['A:안녕, 민준아!', 'U:싸웠어', 'A:그랬구나.']);
    expect(state.announcement).toEqual({ messageId: 3, text: '그랬구나.' });
    expect(replyInProgress(state)).toBe(false);
  });

  it('the page with the stored messages takes over: nothing twice, the page copy wins', () => {
    let state = run([send(), sent(), chunk('그랬구나.'), stored(3)]);
    const page = [
      greeting,
      message(2, { senderType: 'USER', content: '싸웠어' }),
      message(3, { content: '그랬구나!' }),
    ];
    state = conversationReducer(state, { type: 'synced', messages: page, fetchedAt: 200 });
    expect(state.settled).toEqual([]);
    expect(shown(state, page)).toEqual(['A:안녕, 민준아!', 'U:싸웠어', 'A:그랬구나!']);
  });

  it('a replayed ai_response_id (after a reconnect) changes nothing', () => {
    const once = run([send(), sent(), chunk('그랬구나.'), stored(3)]);
    const twice = run([stored(3)], once);
    expect(shown(twice)).toEqual(shown(once));
    // …even when the next reply is already streaming.
    const next = run([send('c2', '응'), sent('c2', 4), chunk('그래서'), stored(3)], once);
    expect(shown(next)).toEqual(['U:싸웠어', 'A:그랬구나.', 'U:응', '>그래서']);
  });

  it('a reply stored before any chunk came shows from the page, never as an empty bubble', () => {
    const state = run([send(), sent(), stored(3)]);
    expect(shown(state)).toEqual(['U:싸웠어']);
    expect(state.announcement).toBeNull();
  });
});

describe('snapshot (reconnect mid-reply)', () => {
  it('replaces the partial text held, then the chunks that follow continue it', () => {
    const state = run([
      send(),
      sent(),
      chunk('그랬'),
      { type: 'snapshot', content: '그랬구나, 많이', at: 150 },
      chunk(' 속상했겠다.'),
    ]);
    expect(shown(state)).toEqual(['U:싸웠어', '>그랬구나, 많이 속상했겠다.']);
  });

  it('a screen that joined a reply under way waits for the snapshot before showing chunks', () => {
    let state = joinedConversation(true, 50);
    expect(shown(state, [greeting])).toEqual(['A:안녕, 민준아!', '…']);
    state = run([chunk('다')], state);
    expect(shown(state)).toEqual(['…']);
    state = run(
      [{ type: 'snapshot', content: '그랬구나. 어떤 말이 제일 아팠어', at: 60 }, chunk('?')],
      state,
    );
    expect(shown(state)).toEqual(['>그랬구나. 어떤 말이 제일 아팠어?']);
  });

  it('a joined reply that ends without a snapshot shows the stored message from the page', () => {
    const state = run([chunk('다'), stored(9)], joinedConversation(true, 50));
    expect(shown(state)).toEqual([]);
    expect(state.reply.phase).toBe('idle');
    expect(joinedConversation(false, 50)).toBe(initialConversation);
  });
});

describe('stop and errors', () => {
  it('chat_stopped keeps the partial reply, marked stopped', () => {
    const state = run([
      send(),
      sent(),
      chunk('그랬구나, 많이'),
      { type: 'stopped', messageId: 3, level: 1, createdAt: T, at: 150 },
    ]);
    expect(shown(state)).toEqual(['U:싸웠어', 'A:그랬구나, 많이 [STOPPED]']);
    expect(state.announcement).toBeNull();
  });

  it('chat_error marks the member message FAILED with retry; retry streams again', () => {
    let state = run([send(), sent(), { type: 'failed', messageId: 2, at: 150 }]);
    expect(shown(state, [greeting])).toEqual(['A:안녕, 민준아!', 'U:싸웠어 [FAILED retry:retry]']);
    state = run([{ type: 'expectReply', at: 300, retryOf: 2 }], state);
    expect(shown(state)).toEqual(['U:싸웠어', '…']);
    state = run([chunk('다시 말해 줄래?'), stored(4)], state);
    expect(shown(state)).toEqual(['U:싸웠어', 'A:다시 말해 줄래?']);
  });

  it('a refused retry shows the failed message again', () => {
    const state = run([
      send(),
      sent(),
      { type: 'failed', messageId: 2, at: 150 },
      { type: 'expectReply', at: 300, retryOf: 2 },
      { type: 'cancelReply', retryOf: 2 },
    ]);
    expect(shown(state)).toEqual(['U:싸웠어 [FAILED retry:retry]']);
  });

  it('only the newest member message is retried with POST retry', () => {
    const page = [
      message(2, { senderType: 'USER', content: '첫 말', status: 'FAILED' }),
      message(3, { senderType: 'USER', content: '둘째 말', status: 'FAILED' }),
    ];
    expect(shown(initialConversation, page)).toEqual([
      'U:첫 말 [FAILED]',
      'U:둘째 말 [FAILED retry:retry]',
    ]);
  });

  it('a failed send keeps the bubble with retry (sent again with its client id)', () => {
    let state = run([send(), { type: 'sendFailed', clientMessageId: 'c1' }]);
    expect(shown(state)).toEqual(['U:싸웠어 [FAILED retry:resend]']);
    expect(replyInProgress(state)).toBe(false);
    state = run([{ type: 'resend', clientMessageId: 'c1', at: 400 }], state);
    expect(shown(state)).toEqual(['U:싸웠어 [SENDING]', '…']);
    state = run([sent('c1', 2)], state);
    expect(shown(state)).toEqual(['U:싸웠어', '…']);
  });

  it('a refused send (40010) is dropped', () => {
    const state = run([send(), { type: 'discard', clientMessageId: 'c1' }]);
    expect(shown(state)).toEqual([]);
  });

  it('the failed status stays until a page says so too', () => {
    let state = run([send(), sent(), { type: 'failed', messageId: 2, at: 150 }]);
    const stale = [message(2, { senderType: 'USER', content: '싸웠어' })];
    state = conversationReducer(state, { type: 'synced', messages: stale, fetchedAt: 500 });
    expect(shown(state, stale)).toEqual(['U:싸웠어 [FAILED retry:retry]']);
    const fresh = [message(2, { senderType: 'USER', content: '싸웠어', status: 'FAILED' })];
    state = conversationReducer(state, { type: 'synced', messages: fresh, fetchedAt: 600 });
    expect(state.statusOverrides).toEqual({});
    expect(shown(state, fresh)).toEqual(['U:싸웠어 [FAILED retry:retry]']);
  });
});

describe('synced: catching up after the stream was away', () => {
  it('a reply that finished meanwhile shows once, from the page', () => {
    let state = run([send(), sent(), chunk('그랬')]);
    const page = [
      message(2, { senderType: 'USER', content: '싸웠어' }),
      message(3, { content: '그랬구나.' }),
    ];
    state = conversationReducer(state, {
      type: 'synced',
      messages: page,
      pendingReply: false,
      fetchedAt: 200,
    });
    expect(shown(state, page)).toEqual(['U:싸웠어', 'A:그랬구나.']);
    // Its ai_response_id replayed late: still once.
    state = run([stored(3)], state);
    expect(shown(state, page)).toEqual(['U:싸웠어', 'A:그랬구나.']);
  });

  it('a room fetched before the reply was expected cannot end it', () => {
    const state = run([send()]);
    const after = conversationReducer(state, {
      type: 'synced',
      messages: [],
      pendingReply: false,
      fetchedAt: 50,
    });
    expect(after.reply.phase).toBe('waiting');
  });

  it('a reply still under way keeps streaming; one found under way shows the typing indicator', () => {
    const streaming = run([send(), sent(), chunk('그')]);
    expect(
      conversationReducer(streaming, {
        type: 'synced',
        messages: [],
        pendingReply: true,
        fetchedAt: 200,
      }),
    ).toBe(streaming);
    const idle = conversationReducer(initialConversation, {
      type: 'synced',
      messages: [],
      pendingReply: true,
      fetchedAt: 200,
    });
    expect(shown(idle)).toEqual(['…']);
  });

  it('changes nothing when the page brings nothing new', () => {
    const state = run([send(), sent(), chunk('그')]);
    expect(
      conversationReducer(state, { type: 'synced', messages: [greeting], fetchedAt: 200 }),
    ).toBe(state);
  });
});

describe('upgrade opening', () => {
  it('an opening stored before the upgrade answers is not revived by that answer', () => {
    // Level 4's closing line is stored and announced before POST upgrade answers; the answer
    // (asked for at 10) still says pendingReply, which describes that same opening.
    let state = run([{ type: 'expectReply', at: 10 }, chunk('고마워'), stored(7, 40)]);
    state = conversationReducer(state, {
      type: 'synced',
      messages: [],
      pendingReply: true,
      fetchedAt: 10,
    });
    expect(state.reply.phase).toBe('idle');
    expect(replyInProgress(state)).toBe(false);
    // A room read after that reply ended does show a new reply under way.
    state = conversationReducer(state, {
      type: 'synced',
      messages: [],
      pendingReply: true,
      fetchedAt: 60,
    });
    expect(state.reply.phase).toBe('waiting');
  });

  it('streams like a reply when expected, and a chunk with nothing expected starts one too', () => {
    const expected = run([{ type: 'expectReply', at: 10 }, chunk('이제 두 사람의 마음을')]);
    expect(shown(expected)).toEqual(['>이제 두 사람의 마음을']);
    const unexpected = run([chunk('안녕')]);
    expect(shown(unexpected)).toEqual(['>안녕']);
  });

  it('a paused upgrade takes the typing indicator away', () => {
    const state = run([{ type: 'expectReply', at: 10 }, { type: 'cancelReply' }]);
    expect(shown(state)).toEqual([]);
  });
});
