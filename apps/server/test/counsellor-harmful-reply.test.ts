import { SAFETY_KINDS } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { reviewReply, safetyReply } from '../src/modules/counsellor';
import { lastSentenceEnd, reviewedStream } from '../src/modules/counsellor/reviewed-stream';
import { harmfulReply } from '../src/modules/counsellor/safety/harmful-reply';

/** The rules on the model's output (decision 0076): each names itself; look-alikes pass. */

const HARMFUL: [rule: string, reply: string, member?: string][] = [
  ['APOLOGISE_TO_HARMER', '그래도 네가 먼저 사과해 보는 건 어때?', '어제 남친이 날 벽으로 밀쳤어'],
  ['APOLOGISE_TO_HARMER', '그가 물건을 던진 건 놀랐겠지만, 화를 풀어 주면 괜찮아질 거야.'],
  ['APOLOGISE_TO_HARMER', '협박을 받았어도 그 사람을 안심시켜 주는 게 먼저야.'],
  ['APOLOGISE_TO_HARMER', 'Even if he hit you, try to apologise so things calm down.'],
  ['APOLOGISE_TO_HARMER', 'Reassure him that you will not leave.', 'He choked me last night.'],
  ['ATTACHMENT_EXPLAINS_HARM', '남자친구가 널 때린 건 불안형 애착 때문일 수 있어.'],
  ['ATTACHMENT_EXPLAINS_HARM', '휴대폰을 검사하는 건 회피형인 너를 잃을까 봐 그런 걸 거야.'],
  [
    'ATTACHMENT_EXPLAINS_HARM',
    'His avoidant style may be why he pushed you away so hard.',
    'he shoved me',
  ],
  ['ATTACHMENT_EXPLAINS_HARM', 'Threats like that often come from a fear of abandonment.'],
  ['NAMES_MEANS', '수면제를 모아 두는 사람도 있대.'],
  ['NAMES_MEANS', '번개탄 같은 건 생각하지 않았으면 해.'],
  ['NAMES_MEANS', '옥상에서 뛰어내리고 싶은 마음이 들 수도 있어.'],
  ['NAMES_MEANS', 'Some people think about an overdose.'],
  ['NAMES_MEANS', 'Please do not cut your wrists.'],
  ['DISCOURAGES_HELP', '신고까지 할 필요는 없을 것 같아.'],
  ['DISCOURAGES_HELP', '경찰에 알리면 일이 커질 수 있으니 조금 기다려 봐.'],
  ['DISCOURAGES_HELP', '주변에 말하지 않는 게 좋겠어.'],
  ['DISCOURAGES_HELP', "I don't think you need to call the police over this."],
  ['DISCOURAGES_HELP', 'Keep it between the two of you for now.'],
];

const HARMLESS: [reply: string, member?: string][] = [
  ['기념일을 깜빡했다면 먼저 진심으로 사과해 보는 건 어때?', '내가 기념일을 깜빡했어'],
  ['불안형인 지민이는 연락이 늦으면 버려질까 봐 걱정될 수 있어.', '연락 문제로 싸웠어'],
  ['회피형인 현우는 다툼이 커지면 잠시 혼자 있고 싶어 할 수도 있어.'],
  ['멍때리는 시간도 필요해. 질문을 하나 던져 보는 건 어때?'],
  ['주먹밥 싸 들고 한강에 가 보는 것도 좋겠다.'],
  ['데이트 가자고 졸랐는데 거절해서 서운했구나.'],
  ['상담을 받아 보는 것도 좋은 방법이야.'],
  ['무서운 일이 있으면 112에 신고해도 돼.'],
  ["Don't call him tonight; sleep on it first.", 'We had a fight.'],
  ['Maybe apologise for forgetting the dinner and plan a new one?', 'I forgot our dinner.'],
  ['옥상에서 같이 별을 보는 데이트는 어때?'],
];

describe('harmfulReply', () => {
  it.each(HARMFUL)('%s: %s', (rule, reply, member) => {
    expect(harmfulReply(reply, member ? [member] : [])?.rule).toBe(rule);
  });

  it.each(HARMLESS)('passes: %s', (reply, member) => {
    expect(harmfulReply(reply, member ? [member] : [])).toBeNull();
  });

  it('a means is self-harm; the other rules take the conversation’s kind', () => {
    expect(harmfulReply('수면제를 많이 먹으면 편해질까?')?.kind).toBe('SELF_HARM');
    expect(
      harmfulReply('신고할 필요는 없어.', ['걔가 몰래 내 사진을 찍어서 단톡방에 올렸어'])?.kind,
    ).toBe('IMAGE');
    expect(harmfulReply('신고할 필요는 없어.')?.kind).toBe('VIOLENCE');
  });

  it('every safety reply that replaces a stopped reply puts the room in safety mode', () => {
    for (const kind of SAFETY_KINDS) {
      const text = safetyReply({
        kind,
        nickname: '지민',
        partner: null,
        turn: 0,
        text: '',
        roomId: 3,
      });
      expect(reviewReply(text), kind).not.toBeNull();
      expect(harmfulReply(text), kind).toBeNull();
    }
  });
});

async function collect(stream: AsyncIterable<string>) {
  const out: string[] = [];
  for await (const chunk of stream) out.push(chunk);
  return out;
}

describe('reviewedStream', () => {
  const review = (text: string) => (/나쁜/.test(text) ? 'BAD' : null);
  const replacement = () => '대신 이 말.';

  it('cuts after a sentence’s end and the space after it, or a line break', () => {
    expect(lastSentenceEnd('그랬구나. 연락')).toBe(6);
    expect(lastSentenceEnd('정말?! 응')).toBe(5);
    expect(lastSentenceEnd('3.5점이야')).toBe(0);
    expect(lastSentenceEnd('첫 줄\n둘째')).toBe(4);
  });

  it('releases whole reviewed sentences; the rest at the end', async () => {
    async function* model() {
      for (const chunk of ['그랬', '구나. 연', '락이 ', '없었어? 그', '래서']) {
        yield await Promise.resolve(chunk);
      }
    }
    expect(await collect(reviewedStream(model(), { review, replacement }))).toEqual([
      '그랬구나. ',
      '연락이 없었어? ',
      '그래서',
    ]);
  });

  it('stops at a bad sentence: the clean part stays, the replacement follows, the source ends', async () => {
    let returned = false;
    async function* model() {
      try {
        for (const chunk of ['좋아. ', '이건 나', '쁜 말이야. ', '더 나쁜 말.']) {
          yield await Promise.resolve(chunk);
        }
      } finally {
        returned = true;
      }
    }
    const stopped: string[] = [];
    const out = await collect(
      reviewedStream(model(), { review, replacement, onStopped: (v) => stopped.push(v) }),
    );
    expect(out).toEqual(['좋아. ', '대신 이 말.']);
    expect(stopped).toEqual(['BAD']);
    expect(returned).toBe(true);
  });
});
