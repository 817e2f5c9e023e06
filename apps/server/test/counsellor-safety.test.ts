import { describe, expect, it } from 'vitest';
import { detectRisk, type RiskKind, safetyReply } from '../src/modules/counsellor';

const RISKY: readonly [string, RiskKind][] = [
  ['요즘 너무 힘들어서 죽고 싶어', 'SELF_HARM'],
  ['그냥 죽고싶다', 'SELF_HARM'],
  ['다 그만두고 사라지고 싶다', 'SELF_HARM'],
  ['어디론가 없어지고 싶어', 'SELF_HARM'],
  ['어제 또 자해했어', 'SELF_HARM'],
  ['손목을 그었어', 'SELF_HARM'],
  ['이제 그만 살고 싶어', 'SELF_HARM'],
  ['더 이상 살고 싶지 않아', 'SELF_HARM'],
  ['자살하면 편해질까', 'SELF_HARM'],
  ['극단적인 선택까지 생각했어', 'SELF_HARM'],
  ['차라리 죽는 게 나을 것 같아', 'SELF_HARM'],
  ['수면제를 모아 두고 있어', 'SELF_HARM'],
  ['내가 죽으면 걔가 후회할까', 'SELF_HARM'],
  ['아침에 눈 안 떴으면 좋겠어, 그냥 안 깼으면', 'SELF_HARM'],
  ['태어나지 말았어야 했나 봐', 'SELF_HARM'],
  ['살아갈 이유가 없어', 'SELF_HARM'],
  ['남자친구가 나를 때렸어', 'VIOLENCE'],
  ['술 마시고 나한테 손찌검하고 때려서 무서워', 'VIOLENCE'],
  ['어제 여친한테 맞았어', 'VIOLENCE'],
  ['싸우다가 목을 졸랐어', 'VIOLENCE'],
  ['화나면 물건을 던져', 'VIOLENCE'],
  ['나를 벽으로 밀쳤어', 'VIOLENCE'],
  ['뺨을 맞았어', 'VIOLENCE'],
  ['멱살을 잡혔어', 'VIOLENCE'],
  ['이거 데이트 폭력 맞지', 'VIOLENCE'],
  ['헤어지자고 하면 죽여버린다고 했어', 'VIOLENCE'],
  ['칼을 들고 위협했어', 'VIOLENCE'],
  ['헤어지면 사진 뿌린다고 협박해', 'ABUSE'],
  ['헤어졌는데 계속 스토킹해', 'ABUSE'],
  ['성폭력을 당했어', 'ABUSE'],
  ['싫다고 했는데 강제로 관계를 가졌어', 'ABUSE'],
  ['몰래 찍은 영상이 있대', 'ABUSE'],
  ['밖에 못 나가게 해', 'ABUSE'],
  ['헤어진 뒤로 집 앞에 계속 찾아와', 'ABUSE'],
  ['헤어지면 가만 안 둔대', 'ABUSE'],
  ['내 위치추적을 하고 있었어', 'ABUSE'],
];

const SAFE: readonly string[] = [
  '배고파 죽겠어',
  '웃겨 죽겠네 진짜',
  '보고 싶어 죽겠어',
  '어제 죽이는 맛집 찾았어',
  '졸려 죽겠다',
  '회사 때려치우고 싶어',
  '회사 그냥 때려쳐야지',
  '킬링타임용 영화 봤어',
  '하루 종일 멍때리고 있었어',
  '자살골 넣은 기분이야',
  '네 말이 맞았어',
  '독감 주사 맞았어',
  '어제 차였어',
  '더워 죽겠다',
  '연락에 목매는 내가 싫어',
  '마음이 멍들었어',
  '손목이 아파서 병원 갔어',
  '밀당 하는 것 같아',
  '이 노래 진짜 죽인다',
  '친구한테 뒤통수 맞은 기분이야',
  '유서 깊은 동네로 데이트 갔어',
  '물건 하나 없어지면 난리 나',
  '감기약을 한 번에 두 알 먹었어',
  '너무 좋아서 죽을 것 같아',
  '시간 때우느라 카페 갔어',
  '때로는 혼자 있고 싶어',
  '여자친구가 집에 찾아와서 같이 밥 먹었어',
  '우리 또 싸웠어, 언성이 높아졌어',
];

describe('detectRisk', () => {
  it.each(RISKY)('%s → %s', (text, kind) => {
    expect(detectRisk(text)).toBe(kind);
  });

  it.each(SAFE)('leaves the idiom alone: %s', (text) => {
    expect(detectRisk(text)).toBeNull();
  });

  it('ignores spacing and puts self-harm first', () => {
    expect(detectRisk('죽 고 싶 어')).toBe('SELF_HARM');
    expect(detectRisk('맞고 나서 죽고 싶어졌어')).toBe('SELF_HARM');
    expect(detectRisk('때리고 협박해')).toBe('VIOLENCE');
  });
});

describe('safetyReply', () => {
  it.each(['SELF_HARM', 'VIOLENCE', 'ABUSE'] as const)(
    '%s: caring 반말 with the help lines',
    (kind) => {
      const text = safetyReply(kind, '지민');
      expect(text).toMatch(/^지민아, /);
      expect(text).toContain('109');
      expect(text).toContain('1366');
      expect(text).toContain('112');
      expect(text).toContain('고마워');
      expect(text).not.toMatch(/요[.!?]/);
      expect(text).not.toContain('?');
    },
  );

  it('names the most fitting line first', () => {
    const first = (text: string) =>
      ['109', '1366', '112'].sort((a, b) => text.indexOf(a) - text.indexOf(b))[0];
    expect(first(safetyReply('SELF_HARM', '현우'))).toBe('109');
    expect(first(safetyReply('VIOLENCE', '현우'))).toBe('112');
    expect(first(safetyReply('ABUSE', '현우'))).toBe('1366');
    expect(safetyReply('ABUSE', '현우')).toMatch(/^현우야, /);
  });
});
