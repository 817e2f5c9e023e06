import { describe, expect, it } from 'vitest';
import {
  assessRisk,
  checkInReply,
  checkInSign,
  detectRisk,
  isCheckInReply,
  readCheckInAnswer,
} from '../src/modules/counsellor';
import { type CorpusPart, loadCorpus } from '../src/modules/counsellor/safety/corpus';
import { parseCorpus } from '../src/modules/counsellor/safety/corpus';
import { readFileSync } from 'node:fs';

/**
 * The graded safety response (issue 35, decision 0073): weak signs get a check-in, two signs or
 * violence with a pregnancy, a child or a weapon get safety mode, hyperbole gets nothing; the
 * answer to a check-in decides. Every decision names its rule.
 */

const rule = (text: string) => {
  const reading = assessRisk(text);
  return reading.grade === 'ASK' ? `ASK ${reading.sign.rule}` : `${reading.grade} ${reading.rule}`;
};

describe('assessRisk', () => {
  it.each([
    ['이게 마지막 여행이 될 것 같아', 'ASK last-trip'],
    ['동생한테 편지 써서 책상 위에 올려놨어', 'ASK letter-left'],
    ['내 옷이랑 노트북 다 친구들한테 나눠줬어 이제 필요 없어서', 'ASK giving-away'],
    ['밧줄 하나 사놨어', 'ASK means-kept'],
    ['옥상에 올라가서 한참 아래를 봤어', 'ASK place-looking'],
    ['그동안 고마웠어 진짜로', 'ASK goodbye-words'],
    ['아프면 좀 나아지는 것 같아서 자꾸 나를 아프게 해', 'ASK harm-unclear'],
    ['내가 없어도 다들 괜찮을 거야', 'ASK not-missed'],
    ['그냥 죽고 싶다ㅋㅋ', 'ASK hyperbole-asked'],
    ['과제 망해서 죽고 싶다', 'ASK hyperbole-asked'],
  ])('%s → a check-in (%s)', (text, expected) => {
    expect(rule(text)).toBe(expected);
    expect(detectRisk(text)).toBeNull();
  });

  it.each([
    ['혼자 마지막 여행 가려고 해 다리 있는 데로', 'farewell-at-place', 'SELF_HARM'],
    ['임신했는데 남친이 내 배를 때렸어', 'rules:VIOLENCE', 'VIOLENCE'],
    ['임신했다니까 남친이 문을 발로 차고 소리 질렀어', 'violence-with-child', 'VIOLENCE'],
    ['싸우면 남친이 칼을 식탁에 꺼내 놔', 'weapon-in-anger', 'THREAT'],
    [
      '오빠가 한강이라면서 사진 한 장 보내고 연락이 없어',
      'partner-at-place-silent',
      'PARTNER_AT_RISK',
    ],
    ['사라지고 싶다ㅋㅋ 진짜로', 'rules:SELF_HARM', 'SELF_HARM'],
    ['죽고 싶다ㅋㅋ 약 다 모아놨어', 'rules:SELF_HARM', 'SELF_HARM'],
  ])('%s → safety mode (%s)', (text, expected, kind) => {
    expect(rule(text)).toBe(`SAFETY ${expected}`);
    expect(detectRisk(text)).toBe(kind);
    expect(checkInSign(text)).toBeNull();
  });

  it.each([
    '과제 망해서 죽고 싶다ㅋㅋ',
    '너 없으면 나 못 살아ㅎㅎ',
    '졸려서 사라지고 싶다ㅋㅋ',
    '졸려서 사라지고 싶다',
    '우리 자기 너무 좋아서 죽겠어♡',
    '한강에서 친구랑 라면 먹었어 ㅎㅎ',
    '안 입는 옷 헌옷수거함에 넣었어',
    '전역 전에 마지막으로 같이 여행 가',
    '퇴사하면서 동료들한테 그동안 고마웠다고 했어',
    '새 줄넘기 줄 샀어 운동하려고',
    '과일 깎다가 칼에 손가락 베였어',
    '아기가 내 얼굴 때리면서 웃어 ㅋㅋ',
    '창문 밖에 비 온다',
    '안녕',
    '안녕 담아',
    // An answer to 담이's greeting, not a farewell (a member's first message).
    '나도 안녕',
    '응 안녕',
    '남친 생일이라 손편지 써놨어',
  ])('%s → nothing', (text) => {
    expect(assessRisk(text).grade).toBe('NONE');
  });

  it('names the third party whose life may be at risk', () => {
    expect(checkInSign('남친이 갑자기 아끼던 물건을 다 친구들한테 나눠줬대')).toMatchObject({
      rule: 'giving-away',
      kind: 'PARTNER_AT_RISK',
    });
  });
});

describe('readCheckInAnswer', () => {
  it.each([
    ['아 아니야 그냥 여행 가는 거야 ㅎㅎ', 'FINE'],
    ['아니 전혀 그런 거 아니야', 'FINE'],
    ['괜찮아 걱정 마', 'FINE'],
    ['ㄴㄴ 그냥 한 말이야', 'FINE'],
    ['응 사실 좀 위험해', 'DANGER'],
    ['응', 'DANGER'],
    ['솔직히 그런 생각 해봤어', 'DANGER'],
    ['아니 사실은 좀 무서워', 'DANGER'],
    ['괜찮지 않아', 'UNCLEAR'],
    ['모르겠어', 'DANGER'],
    ['근데 남친이 연락을 안 해', 'UNCLEAR'],
    ['아니 괜찮아 ㅠㅠ', 'UNCLEAR'],
  ])('%s → %s', (text, answer) => {
    expect(readCheckInAnswer(text).answer).toBe(answer);
  });
});

describe('checkInReply', () => {
  it.each(['FAREWELL', 'PLACE', 'MEANS', 'HARM', 'WISH', 'VIOLENCE', 'WEAPON'] as const)(
    '%s: asks directly, by name, without a service number',
    (topic) => {
      const reply = checkInReply({ topic, nickname: '지민', roomId: 3 });
      expect(reply.startsWith('지민아, ')).toBe(true);
      expect(reply).toMatch(/\?/);
      expect(reply).toMatch(/안전해\?|생각|마음이 들어\?|위협/);
      expect(reply).not.toMatch(/\d{3}/);
      expect(isCheckInReply(reply)).toBe(true);
    },
  );

  it('is told apart from other replies', () => {
    expect(isCheckInReply('그랬구나. 더 들려줄래?')).toBe(false);
  });
});

/** The weak-sign corpus (signs-*.tsv): caught = safety mode or a check-in. */
function measureSigns(part: CorpusPart) {
  const file = new URL(
    `../src/modules/counsellor/safety/corpus/signs-${part}.tsv`,
    import.meta.url,
  );
  const corpus = parseCorpus(readFileSync(file, 'utf8'));
  const graded = corpus.map((s) => ({ ...s, grade: assessRisk(s.text).grade }));
  const risky = graded.filter((s) => s.kind !== null);
  const harmless = graded.filter((s) => s.kind === null);
  return {
    risky,
    harmless,
    missed: risky.filter((s) => s.grade === 'NONE').map((s) => s.text),
    alarms: harmless.filter((s) => s.grade === 'SAFETY').map((s) => s.text),
    asked: harmless.filter((s) => s.grade === 'ASK').map((s) => s.text),
  };
}

describe('weak-sign corpus', () => {
  it.each(['held-out', 'tune'] as const)(
    '%s: ≥ 98 %% caught, ≤ 3 %% full false alarms, ≤ 10 %% check-ins on look-alikes',
    (part) => {
      const { risky, harmless, missed, alarms, asked } = measureSigns(part);
      expect(risky.length).toBeGreaterThanOrEqual(45);
      expect(harmless.length).toBeGreaterThanOrEqual(45);
      expect(1 - missed.length / risky.length, missed.join(' | ')).toBeGreaterThanOrEqual(0.98);
      expect(alarms.length / harmless.length, alarms.join(' | ')).toBeLessThanOrEqual(0.03);
      expect(asked.length / harmless.length, asked.join(' | ')).toBeLessThanOrEqual(0.1);
    },
  );

  it.each(['held-out', 'tune'] as const)(
    'the issue 21 corpus (%s): look-alikes rarely get a check-in',
    (part) => {
      const harmless = loadCorpus(part).filter((s) => s.kind === null);
      const asked = harmless.filter((s) => checkInSign(s.text) !== null).map((s) => s.text);
      expect(asked.length / harmless.length, asked.join(' | ')).toBeLessThanOrEqual(0.03);
    },
  );
});
