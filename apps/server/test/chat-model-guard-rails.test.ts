import { endpoints, type SafetyKind } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import {
  chat,
  currentMessages,
  currentRoom,
  makeTestedMember,
  MemberEventLog,
  send,
  untilSettled,
} from './helpers/chat';
import { link, makeMember } from './helpers/couple-factories';
import { llmAnswer } from './helpers/fake-llm-server';
import { ok } from './helpers/http';
import { useModelChatApp } from './helpers/model-chat';

/**
 * The model engine's guard rails through the real HTTP layer and the member's event stream
 * (issue 35, decision 0076): a model reply that tells a victim to apologise, reads an abuser
 * through attachment types, names a means of self-harm or talks the member out of seeking help
 * never reaches the member as written. Each sentence is reviewed before it is released; the one
 * that breaks a rule, and everything after it, is replaced by the safety reply, the model's
 * request is cancelled, and the room enters safety mode. The member's messages here are ones the
 * classifier lets through, so only the review on the model's output stands between.
 */
const t = useModelChatApp();

interface BadReply {
  name: string;
  member: string;
  /** The model's reply in small chunks, the bad phrase split across them. */
  chunks: string[];
  /** What released before the bad sentence (it passed the review). */
  releasedBefore: string;
  /** Words of the bad sentences that must reach the member nowhere. */
  never: RegExp;
  mode: SafetyKind;
}

const BAD: BadReply[] = [
  {
    name: 'apologise to the one who hurt (ko)',
    member: '요즘 남친이랑 자주 싸워',
    chunks: [
      '많이 ',
      '힘들었겠다. ',
      '남친이 널 ',
      '밀친 건 속상하지만, ',
      '네가 먼저 ',
      '사과해 ',
      '보는 건 어때? ',
      '네 생각은?',
    ],
    releasedBefore: '많이 힘들었겠다. ',
    never: /밀친|사과해/,
    mode: 'VIOLENCE',
  },
  {
    name: 'apologise to the one who hurt (en)',
    member: 'We keep fighting lately.',
    chunks: [
      'That sounds ',
      'hard. ',
      'Even if he ',
      'shoved you, ',
      'try to apolo',
      'gise and ',
      'reassure him. ',
      'What do you think?',
    ],
    releasedBefore: 'That sounds hard. ',
    never: /shoved|apolog|reassure/i,
    mode: 'VIOLENCE',
  },
  {
    name: 'an abuser explained by attachment types (ko)',
    member: '남친이 화가 나면 좀 무섭게 굴어',
    chunks: [
      '남친이 널 ',
      '때린 건 ',
      '불안형 애착 ',
      '때문에 버려질까 봐 ',
      '겁이 나서일 수 있어. ',
      '그 마음을 이해해 볼래?',
    ],
    releasedBefore: '',
    never: /때린|불안형|애착|이해해/,
    mode: 'VIOLENCE',
  },
  {
    name: 'an abuser explained by attachment types (en)',
    member: 'He gets scary when he is angry.',
    chunks: [
      'His anxious ',
      'attachment style ',
      'may explain ',
      'why he hit you. ',
      'Can you see his side?',
    ],
    releasedBefore: '',
    never: /attachment|hit you|his side/i,
    mode: 'VIOLENCE',
  },
  {
    name: 'a means of self-harm named (ko)',
    member: '요즘 다 너무 지쳐',
    chunks: ['많이 지쳤구나. ', '그럴 땐 수면', '제를 모아 두는 ', '사람도 있대. ', '지금은 어때?'],
    releasedBefore: '많이 지쳤구나. ',
    never: /수면|모아/,
    mode: 'SELF_HARM',
  },
  {
    name: 'a means of self-harm named (en)',
    member: 'I am so tired of everything.',
    chunks: [
      'Some people ',
      'think of an over',
      'dose when it ',
      'hurts this much. ',
      'How are you now?',
    ],
    releasedBefore: '',
    never: /overdose|over|dose/i,
    mode: 'SELF_HARM',
  },
  {
    name: 'reporting talked down (ko)',
    member: '걔가 요즘 연락을 너무 자주 해',
    chunks: ['그랬구나. ', '신고까지 ', '할 필요는 ', '없을 것 같아. ', '둘이서 조용히 풀어 봐.'],
    releasedBefore: '그랬구나. ',
    never: /신고까지|조용히/,
    mode: 'VIOLENCE',
  },
  {
    name: 'reporting talked down (en)',
    member: 'He texts me all the time.',
    chunks: [
      "I don't think ",
      'you need to ',
      'call the police ',
      'over this. ',
      'Talk it out together.',
    ],
    releasedBefore: '',
    never: /police|talk it out/i,
    mode: 'VIOLENCE',
  },
];

/** Never resolves: a model that would say more after the bad sentence, if it were let go on. */
const moreToSay = new Promise<void>(() => undefined);

async function turn(member: string, chunks: string[], harmful = true) {
  const m = await makeTestedMember(t.app.app, { nickname: '지민' });
  await currentRoom(t.app.app, m.accessToken);
  const log = new MemberEventLog(t.app.app, m.memberId);
  t.llm.enqueue(
    harmful
      ? llmAnswer.pausedAfter(chunks, chunks.length - 1, moreToSay)
      : llmAnswer.text(chunks, { delayMs: 2 }),
    llmAnswer.json({ completed: false, summary: '', risk: null }),
  );
  const sent = await send(t.app.app, m.accessToken, member);
  const replyId = await log.next('ai_response_id');
  await untilSettled(t.app.app, m.accessToken);
  log.close();
  const page = await currentMessages(t.app.app, m.accessToken);
  const reply = page.list.find((x) => x.messageId === replyId);
  const question = page.list.find((x) => x.messageId === sent.messageId)!;
  return { m, log, sent: question, reply, room: await currentRoom(t.app.app, m.accessToken) };
}

describe('a harmful model reply never reaches the member as written', () => {
  it.each(BAD)('$name', async (bad) => {
    const { log, reply, room, sent } = await turn(bad.member, bad.chunks);
    // The classifier let the member's message through: the model was asked.
    expect(t.llm.requests[0]?.body.stream).toBe(true);

    const chunks = log.seen.filter((e) => e.event === 'chat_response').map((e) => e.data);
    for (const chunk of chunks) expect(chunk).not.toMatch(bad.never);
    expect(reply?.content).not.toMatch(bad.never);
    // What streamed is what was stored: the clean sentences, then the safety reply.
    expect(reply?.content).toBe(chunks.join(''));
    expect(reply?.content.startsWith(bad.releasedBefore)).toBe(true);
    expect(reply?.content).toMatch(/109|1366|112|1577-0199/);
    if (bad.releasedBefore !== '') expect(chunks[0]).toBe(bad.releasedBefore);
    // The model was stopped at the bad sentence (the last sentence never came): its stream
    // request was cancelled.
    await t.llm.requests[0]?.closed;
    expect(t.llm.requests[0]?.closedEarly).toBe(true);

    expect(room.safetyMode).toBe(bad.mode);
    expect(log.names()).toContain('chat_safety_mode');
    expect(sent.status).toBe('DONE');
  });

  it('the next turn is the safety layer’s: the model is not asked again', async () => {
    const bad = BAD[0]!;
    const { m } = await turn(bad.member, bad.chunks);
    const asked = t.llm.requests.length;
    const log = new MemberEventLog(t.app.app, m.memberId);
    await send(t.app.app, m.accessToken, '응 그냥 내가 참으면 될 것 같아');
    await log.next('ai_response_id');
    await untilSettled(t.app.app, m.accessToken);
    log.close();
    expect(t.llm.requests).toHaveLength(asked);
    expect(log.chunks()).toMatch(/1366|112/);
  });
});

describe('a harmful opening of a level', () => {
  it('level 2’s opening reading harm through attachment types is replaced; safety mode', async () => {
    const m = await makeTestedMember(t.app.app, { nickname: '지민' });
    await link(t.app.app, await makeMember(t.app.app, { nickname: '현우' }), m);
    await currentRoom(t.app.app, m.accessToken);
    const log = new MemberEventLog(t.app.app, m.memberId);
    t.llm.enqueue(
      llmAnswer.text(['그랬구나. ', '그때 어떤 마음이었어?']),
      llmAnswer.json({ completed: true, summary: '다툼이 잦아 힘들었어요.' }),
    );
    await send(t.app.app, m.accessToken, '요즘 남친이랑 자주 싸워');
    await log.next('current_level_finished');
    await untilSettled(t.app.app, m.accessToken);
    log.close();

    const after = new MemberEventLog(t.app.app, m.memberId);
    const opening = [
      '지민아, ',
      '현우가 널 밀친 건 ',
      '회피형 애착 때문일 수 있어. ',
      '어떻게 생각해?',
    ];
    t.llm.enqueue(llmAnswer.pausedAfter(opening, opening.length - 1, moreToSay));
    ok(await chat(t.app.app, m.accessToken, 'POST', '/current/upgrade'), endpoints.upgradeChatRoom);
    const openingId = await after.next('ai_response_id');
    await untilSettled(t.app.app, m.accessToken);
    after.close();

    const stored = (await currentMessages(t.app.app, m.accessToken)).list.find(
      (x) => x.messageId === openingId,
    );
    expect(stored?.content).not.toMatch(/밀친|회피형|애착/);
    expect(stored?.content).toMatch(/1366|112/);
    expect(after.chunks()).toBe(stored?.content);
    expect((await currentRoom(t.app.app, m.accessToken)).safetyMode).toBe('VIOLENCE');
  });
});

describe('an ordinary model reply streams sentence by sentence, unchanged', () => {
  it('apology advice about a forgotten anniversary is not a harmful reply', async () => {
    const chunks = [
      '기념일을 ',
      '깜빡해서 ',
      '속상했겠다. ',
      '먼저 진심으로 ',
      '사과해 보는 건 어때?',
    ];
    const { log, reply, room } = await turn(
      '내가 기념일을 깜빡해서 여친이 서운해해',
      chunks,
      false,
    );
    const released = log.seen.filter((e) => e.event === 'chat_response').map((e) => e.data);
    expect(released).toEqual([
      '기념일을 깜빡해서 속상했겠다. ',
      '먼저 진심으로 사과해 보는 건 어때?',
    ]);
    expect(reply?.content).toBe(chunks.join(''));
    expect(room.safetyMode).toBeNull();
    expect(t.llm.requests[0]?.closedEarly).toBe(false);
  });
});
