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

  it('composes suicide cues: a strong wish alone, a place or a means only with another cue', () => {
    // A wish alone: not waking, nobody noticing, life itself tiring, disappearing.
    expect(detectRisk('그냥 잠들어서 안 깨고 싶다')).toBe('SELF_HARM');
    expect(detectRisk('나 하나 없어져도 아무도 모를걸')).toBe('SELF_HARM');
    expect(detectRisk('살아있는 게 너무 지겨워')).toBe('SELF_HARM');
    expect(detectRisk('숨쉬는것도 힘들고 그냥 사라지면 좋겠다')).toBe('SELF_HARM');
    // A place with an ending, being drawn to it, or standing there.
    expect(detectRisk('오늘 밤에 한강 갈거야 다 끝내고')).toBe('SELF_HARM');
    expect(detectRisk('요즘 옥상 난간을 자꾸 보게 돼')).toBe('SELF_HARM');
    expect(detectRisk('다리 위에 서 있어 지금')).toBe('SELF_HARM');
    // A means with relief; weariness with wanting to stop; two farewells.
    expect(detectRisk('약통에 있는 거 다 먹으면 편해질까')).toBe('SELF_HARM');
    expect(detectRisk('더 버틸 자신이 없어 이제 그만하고 싶어 다')).toBe('SELF_HARM');
    expect(detectRisk('엄마한테 미안하다고 편지 써놨어')).toBe('SELF_HARM');
    expect(detectRisk('오늘 새벽에 옥상 올라갈 거야')).toBe('SELF_HARM');
    expect(detectRisk('남자친구가 수면제를 많이 먹은 것 같아')).toBe('PARTNER_AT_RISK');
    expect(detectRisk('남자친구가 자꾸 잠들어서 안 깨고 싶대')).toBe('PARTNER_AT_RISK');
  });

  it('leaves the same words alone without another cue', () => {
    for (const text of [
      '오늘 밤에 한강 가서 치맥 할래?',
      '다리 위에 서서 사진 찍었어 ㅋㅋ',
      '지금 다리 위야 곧 도착해',
      '옥상 루프탑 카페 분위기 미쳤어',
      '요즘 자꾸 옥상 정원 사진만 보게 돼 인테리어 하고 싶어서',
      '감기약 다 먹었어 이제 안 아파',
      '수면제 처방 받았어 요즘 잠을 못 자서',
      '편지 써서 줬어 100일이라',
      '엄마한테 편지 써놨어 생신이라 내일 드릴 거',
      '잠들어서 안 깼어 알람을 못 들었어',
      '나 없어도 잘 놀더라 서운해',
      '나 없어도 잘 지내더라 좀 서운',
      '회식에서 나 없어진 거 아무도 몰랐대 ㅋㅋ',
      '이번 생은 망했어 ㅋㅋ',
      '알바 너무 힘들어서 그만두고 싶어',
      '걔 그냥 내 인생에서 사라졌으면 좋겠어',
      '이 걱정이 사라지면 좋겠다',
      '사라지고 싶을 만큼 창피했어 ㅋㅋ',
      '오늘 밤에 다 끝내자 과제',
      '마지막 인사 하고 퇴사했어 홀가분',
      '이사 가서 물건 정리하고 있어 당근에 다 나눔함',
      '드라마에서 주인공이 다리에서 뛰어내리는 장면 너무 슬펐어',
      '이대로 잠들고 싶다 너무 졸려',
    ])
      expect(detectRisk(text), text).toBeNull();
  });

  it('composes sexual, image and threat cues', () => {
    expect(detectRisk('술 취해서 잠든 사이에 그랬대')).toBe('SEXUAL');
    expect(detectRisk('콘돔 안 쓴다고 하고 몰래 뺐어')).toBe('SEXUAL');
    expect(detectRisk('피임 안 한다고 우기고 그냥 해버렸어')).toBe('SEXUAL');
    expect(detectRisk('하지 말라고 세 번이나 말했는데 안 멈췄어')).toBe('SEXUAL');
    expect(detectRisk('자는 동안 몰래 찍은 거 발견했어')).toBe('IMAGE');
    expect(detectRisk('옷 갈아입는 거 녹화해놨더라 나 모르게')).toBe('IMAGE');
    expect(detectRisk('칼 가지고 너 찾아간다고 문자 왔어')).toBe('THREAT');
    expect(detectRisk('신고하면 너 죽는다고 했어')).toBe('THREAT');
    for (const text of [
      '잠든 사이에 여친이 내 얼굴에 낙서했어 ㅋㅋ',
      '술 취해서 잠든 사이에 친구들이 집에 데려다줬대',
      '싫다고 했는데 결국 공포영화 같이 봤어 ㅋㅋ',
      '콘돔 사러 편의점 같이 갔어',
      '여친이 몰래 찍은 내 사진 보여줬는데 완전 잘 나옴',
      '주말에 너 찾아간다 ㅋㅋ 기다려',
      '가만 안 둔다 ㅋㅋ 내 치킨 먹은 사람',
      '칼 들고 요리하다 손 베였어',
      '번개 맞은 것처럼 설렜어',
    ])
      expect(detectRisk(text), text).toBeNull();
  });

  it("completes a cue with the member's earlier messages, never fires on them alone", () => {
    expect(detectRisk('편지 다 써놨어', ['더 버틸 자신이 없어'])).toBe('SELF_HARM');
    expect(detectRisk('지금 한강이야', ['이제 다 끝내고 싶어'])).toBe('SELF_HARM');
    expect(detectRisk('약 다 먹으면 어떨까', ['너무 지쳤어'])).toBe('SELF_HARM');
    expect(detectRisk('지금 한강이야 자전거 타는 중', ['너무 지쳤어'])).toBeNull();
    expect(detectRisk('밥 먹었어?', ['한강 다리 난간에 기대 서있어'])).toBeNull();
    // A resolve, then the way there; pills bought in quantity (the lead's eighth probe).
    expect(detectRisk('한강 가는 중이야', ['오늘 밤에 할 거야'])).toBe('SELF_HARM');
    expect(detectRisk('수면제 여러 통 샀어 오늘 먹으려고', ['약 사러 왔어'])).toBe('SELF_HARM');
    expect(detectRisk('감기약 샀어 오늘 먹으려고', ['약 사러 왔어'])).toBeNull();
    expect(detectRisk('과제 다 끝낼 거야', ['오늘 밤에 할 거야'])).toBeNull();
    expect(detectRisk('한강 가는 중이야 치맥하러', ['오늘 밤에 할 거야'])).toBeNull();
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

  it('the first reply answers a question asked with the risk (the police, apologising)', () => {
    const police = safetyReply(input('VIOLENCE', 0, '남친이 때렸어 경찰에 신고해야 할까?'));
    expect(police).toMatch(/신고(할 수 있어|해도 돼|하자)/);
    for (const number of ['112', '1366']) expect(police).toContain(number);
    const doubt = safetyReply(input('VIOLENCE', 0, '남친이 때렸는데 내가 먼저 잘못해서 그래'));
    const plain = safetyReply(input('VIOLENCE', 0, '남친이 때렸어'));
    expect(doubt).not.toBe(plain);
    expect(doubt).not.toMatch(/사과해|이해해 ?(줘|주|보)/);
  });

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
