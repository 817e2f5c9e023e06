import { describe, expect, it } from 'vitest';
import { SAFETY_KINDS, safetyServiceLabels } from '@dama/contract';
import {
  detectRisk,
  type RiskKind,
  safetyReply,
  type SafetyReplyInput,
  safetySummary,
} from '../src/modules/counsellor';
import { reviewReply } from '../src/modules/counsellor/safety';

/** Tricky cases beyond the corpus: spacing, 초성, slang, English, idioms, play, negation. */
const RISKY: readonly [string, RiskKind][] = [
  ['죽 고 싶 어', 'SELF_HARM'],
  ['ㅈㄱㅅㄷ 진짜', 'SELF_HARM'],
  ['ㅈㅅ하고 싶어', 'SELF_HARM'],
  ['자살각이다', 'SELF_HARM'],
  ['다들 나 없으면 편하겠지', 'SELF_HARM'],
  ['내일이 안 왔으면', 'SELF_HARM'],
  ['약 모아뒀어', 'SELF_HARM'],
  ['유서 써놨어', 'SELF_HARM'],
  ['kms fr', 'SELF_HARM'],
  ['맞고 나서 죽고 싶어졌어', 'SELF_HARM'],
  ['이제 그만 살래', 'SELF_HARM'],
  ['남친이 바람피워서 죽고 싶어', 'SELF_HARM'],
  ['여친이 죽고 싶대', 'PARTNER_AT_RISK'],
  ['애인이 자해를 해', 'PARTNER_AT_RISK'],
  ['my boyfriend says he wants to end his life', 'PARTNER_AT_RISK'],
  ['헤어지면 죽어버린대', 'THREAT'],
  ['헤어지자고 하면 자살한대', 'THREAT'],
  ['남친이 내 뺨 때렸어', 'VIOLENCE'],
  ['목 조름 당했어', 'VIOLENCE'],
  ['폰을 나한테 던졌어', 'VIOLENCE'],
  ['장난이라면서 세게 때려서 멍 들었어', 'VIOLENCE'],
  ['he slapped me', 'VIOLENCE'],
  ['싫다고 했는데 계속', 'SEXUAL'],
  ['성폭행 당했어', 'SEXUAL'],
  ['술에 뭘 탄 것 같아', 'SEXUAL'],
  ['죽여버린다고 했어', 'THREAT'],
  ['헤어지면 가만 안 둔대', 'THREAT'],
  ['우리 사진 단톡방에 올렸어 전남친이', 'IMAGE'],
  ['헤어지면 사진 뿌린다고 협박해', 'IMAGE'],
  ['몰래 찍었어', 'IMAGE'],
  ['헤어졌는데 계속 회사 앞에서 기다려', 'STALKING'],
  ['폰 GPS로 내 위치 보고 있었어', 'STALKING'],
  ['몰래 위치 공유 켜놨더라', 'STALKING'],
  ['친구를 못 만나게 해', 'CONTROL'],
  ['핸드폰 뺏겼어', 'CONTROL'],
  ['방에 가둬놨어', 'CONTROL'],
];

const HARMLESS: readonly string[] = [
  '배고파 죽겠어',
  '웃겨 죽는 줄 ㅋㅋ',
  '죽이는 맛집 발견',
  '보고 싶어 죽겠어',
  '자살골 넣었어',
  '게임에서 죽었어',
  '롤에서 킬 땄어',
  '장난으로 때리는 척 했어',
  '간지럽혀서 때렸어 ㅋㅋ',
  '깜짝 방문 서프라이즈 했어',
  '폰을 소파에 던졌어',
  '멍 때렸어',
  '오늘 칼퇴',
  '목이 아파',
  '스토리 봤어',
  '위치 공유 서로 켜 둠 편해',
  '몰래 선물 준비했어',
  '뉴스에서 데이트폭력 사건 봤어',
  '영화 줄거리가 스토커 이야기야',
  '자살 예방 캠페인 봉사 다녀왔어',
  '네 말이 맞았어',
  '독감 주사 맞았어',
  '회사 때려치우고 싶어',
  '유서 깊은 동네',
  '연락에 목매는 내가 싫어',
  '마음이 멍들었어',
  '이 관계를 끝내고 싶어',
  'ㅈㅅ 늦었어',
  '한강 간다고 했어 자전거 타러',
  '때린 적은 없어 그냥 말다툼',
  '죽고 싶진 않아 그냥 좀 지쳤어',
];

describe('detectRisk', () => {
  it.each(RISKY)('%s → %s', (text, kind) => {
    expect(detectRisk(text)).toBe(kind);
  });

  it.each(HARMLESS)('leaves alone: %s', (text) => {
    expect(detectRisk(text)).toBeNull();
  });

  it('puts the most urgent kind first', () => {
    expect(detectRisk('때리고 나서 죽고 싶어졌어')).toBe('SELF_HARM');
    expect(detectRisk('때리고 협박해')).toBe('VIOLENCE');
    expect(detectRisk('목 졸리고 나서 강제로 관계했어')).toBe('VIOLENCE');
  });

  it('reads a plan spread over messages', () => {
    expect(detectRisk('오늘 밤에', ['약 다 챙겨놨어'])).toBe('SELF_HARM');
    expect(detectRisk('그동안 고마웠어', ['더는 못 버티겠어'])).toBe('SELF_HARM');
    expect(detectRisk('진심이야', ['죽고 싶어'])).toBe('SELF_HARM');
  });

  it('never lets an earlier message make a harmless one risky', () => {
    expect(detectRisk('오늘 저녁 뭐 먹지', ['죽고 싶어'])).toBeNull();
    expect(detectRisk('ㅋㅋ 그치', ['남친이 때렸어'])).toBeNull();
    expect(detectRisk('오늘 밤에', ['오늘 치킨 먹자'])).toBeNull();
  });

  it('takes well under a millisecond a message', () => {
    const texts = [...RISKY.map(([text]) => text), ...HARMLESS];
    const start = performance.now();
    for (let i = 0; i < 2000; i += 1) detectRisk(texts[i % texts.length] ?? '', ['어제 싸웠어']);
    expect((performance.now() - start) / 2000).toBeLessThan(0.5);
  });
});

describe('reviewReply', () => {
  it.each([
    ['많이 힘들었구나. 자살예방상담전화 109에 전화하면 24시간 들어 줘.', 'SELF_HARM'],
    ['지금 위험하면 정신건강위기상담 1577-0199도 있어.', 'SELF_HARM'],
    ['맞았다니 무서웠겠다. 지금 위험하면 112에 신고해 줘.', 'VIOLENCE'],
    ['여성긴급전화 1366에서 상담받을 수 있어.', 'VIOLENCE'],
    ['디지털성범죄피해자지원센터 02-735-8994에서 삭제를 도와줘.', 'IMAGE'],
    ['스토킹은 범죄야, 112에 신고할 수 있어.', 'STALKING'],
    ['혹시 지금 안전한 곳에 있어?', 'SELF_HARM'],
    ['그 사람이 지금 위험하다면 곁에 있어 주고 119에 바로 전화해.', 'PARTNER_AT_RISK'],
  ] as const)('%s → %s', (reply, kind) => {
    expect(reviewReply(reply)).toBe(kind);
  });

  it.each([
    '100일 축하해! 둘이 맛있는 거 먹으러 가 봐.',
    '112일째라니 벌써 그렇게 됐구나. 어떤 하루였어?',
    '서로에게 안전 기지가 되어 주는 게 중요해. 요즘 대화는 어때?',
    '그 말을 듣고 서운했겠다. 그때 어떤 마음이 들었어?',
    '1090원짜리 커피 얘기 웃기다 ㅋㅋ',
  ])('leaves an ordinary reply alone: %s', (reply) => {
    expect(reviewReply(reply)).toBeNull();
  });
});

const TEXTS = [
  '',
  '응 지금은 친구 집이라 안전해',
  '경찰에 신고해도 될까',
  '그래도 사랑하는데 내가 먼저 사과해야 할까',
  '내가 예민한 걸까',
  '다른 얘기 하자',
  '모르겠어',
] as const;

function input(kind: RiskKind, turn: number, text: string, roomId = 7): SafetyReplyInput {
  return { kind, nickname: '지민', partner: '현우', turn, text, roomId };
}

const sentences = (reply: string) => reply.split(/(?<=[.!?])\s+/).filter(Boolean);

describe('safetyReply', () => {
  for (const kind of SAFETY_KINDS) {
    it(`${kind}: warm 반말, one safety question, the kind's services`, () => {
      for (const text of TEXTS) {
        for (const turn of [0, 1, 2, 3]) {
          const reply = safetyReply(input(kind, turn, text));
          expect(reply).toMatch(/^지민아, /);
          expect(reply.split('?')).toHaveLength(2);
          expect(reply).not.toMatch(/(요|니다)[.!?]/);
          const count = sentences(reply).length;
          expect(count).toBeGreaterThanOrEqual(3);
          expect(count).toBeLessThanOrEqual(6);
          const numbers = safetyServiceLabels(kind).map((label) => label.split(' ').at(-1) ?? '');
          if (turn === 0) for (const number of numbers) expect(reply).toContain(number);
          else expect(numbers.some((number) => reply.includes(number))).toBe(true);
          // Never a relationship tip, an attachment reading, or making up with the one who hurt.
          expect(reply).not.toMatch(
            /(애착|사과해|사과하|이해해 ?(줘|주|보)|(?<!전)화해|대화를 나눠|마음을 표현|잘 지내 봐|다시 만나)/,
          );
        }
      }
    });
  }

  it('names every service of the kind in the first reply', () => {
    for (const kind of SAFETY_KINDS) {
      const reply = safetyReply(input(kind, 0, '말 못 하겠어'));
      for (const label of safetyServiceLabels(kind))
        expect(reply).toContain(label.split(' ').at(-1));
    }
  });

  it('answers what the member wrote', () => {
    expect(safetyReply(input('VIOLENCE', 1, '지금은 친구 집이라 안전해'))).toMatch(
      /(다행|놓여|놓였)/,
    );
    const police = safetyReply(input('VIOLENCE', 1, '경찰에 신고해도 돼?'));
    expect(police).toContain('112');
    expect(police).toMatch(/캡처/);
    expect(police).toContain('1366');
    const image = safetyReply(input('IMAGE', 2, '신고하면 어떻게 돼'));
    expect(image).toContain('02-735-8994');
    expect(image).toMatch(/지우지 말고/);
    const doubt = safetyReply(input('THREAT', 1, '그래도 사랑해, 내가 예민한 걸까'));
    expect(doubt).toMatch(/(잘못|탓)/);
    expect(doubt).toMatch(/안전/);
    const partner = safetyReply(input('PARTNER_AT_RISK', 0, '남친이 죽고 싶대'));
    expect(partner).toContain('119');
    expect(partner).toContain('112');
    expect(partner).toContain('109');
  });

  it('does not repeat a sentence in consecutive replies, and varies by room', () => {
    for (const kind of SAFETY_KINDS) {
      for (const text of TEXTS) {
        let previous = sentences(safetyReply(input(kind, 1, text)));
        for (const turn of [2, 3, 4, 5]) {
          const next = sentences(safetyReply(input(kind, turn, text)));
          expect(next.filter((sentence) => previous.includes(sentence))).toEqual([]);
          previous = next;
        }
      }
    }
    const rooms = new Set(
      [1, 2, 3, 4, 5, 6].map((roomId) => safetyReply(input('VIOLENCE', 0, '', roomId))),
    );
    expect(rooms.size).toBeGreaterThan(1);
  });

  it('puts the right particle after the nickname', () => {
    expect(safetyReply({ ...input('SELF_HARM', 0, ''), nickname: '현우' })).toMatch(/^현우야, /);
    expect(safetyReply({ ...input('SELF_HARM', 0, ''), nickname: 'Alex' })).toMatch(/^Alex, /);
  });
});

describe('safetySummary', () => {
  it.each(SAFETY_KINDS)('%s: about safety, with the services', (kind) => {
    const summary = safetySummary(kind);
    expect(summary.totalSummary).not.toMatch(/(다툼|사과|화해)/);
    expect(summary.situationKeyword.split(' ').length).toBeLessThanOrEqual(2);
    expect(summary.solutionKeyword).toBe('도움 요청');
    expect(summary.summary).toMatch(/안전/);
    expect(summary.summary).toMatch(/요\./);
    for (const label of safetyServiceLabels(kind)) expect(summary.summary).toContain(label);
  });

  it('names the kind', () => {
    expect(safetySummary('VIOLENCE').situationKeyword).toBe('데이트 폭력');
    expect(safetySummary('IMAGE').situationKeyword).toBe('불법 촬영');
    expect(safetySummary('PARTNER_AT_RISK').situationKeyword).toBe('연인의 위기');
  });
});
