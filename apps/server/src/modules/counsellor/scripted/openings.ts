import { josa, vocative } from '../korean';
import { rotate } from '../pick';
import { type Facts, typeName } from './facts';
import type { Line } from './phrases';

/** 담이's first words of levels 2 and 3, right after an upgrade (one question each). */

const LEVEL2_THANKS: readonly Line[] = [
  (f) => `${vocative(f.member)}, 지금까지 차근차근 이야기해 줘서 고마워.`,
  (f) => `${vocative(f.member)}, 여기까지 솔직하게 말해 줘서 정말 고마워.`,
  (f) => `${vocative(f.member)}, 있었던 일을 정말 잘 정리해 줬어.`,
];

const LEVEL2_ASK: readonly Line[] = [
  (f) => `먼저, 그때 ${josa(f.partner, '은/는')} 왜 그렇게 했을 거라고 생각해?`,
  (f) => `${f.partner}의 행동 중에 가장 이해하기 어려웠던 건 뭐야?`,
  (f) => `그 일이 있을 때 ${josa(f.partner, '은/는')} 어떤 기분이었을 것 같아?`,
];

function bothTypes(f: Facts): string[] {
  const p = f.partner;
  if (f.memberType && f.partnerType) {
    return [
      `너는 ${josa(typeName(f.memberType), '이고/고')} ${josa(p, '은/는')} ${josa(typeName(f.partnerType), '이야/야')}.`,
    ];
  }
  if (f.memberType) {
    return [
      `너는 ${josa(typeName(f.memberType), '이야/야')}.`,
      `${p}의 애착 유형은 아직 모르지만 네 이야기로 함께 짐작해 볼 수 있어.`,
    ];
  }
  if (f.partnerType) return [`${josa(p, '은/는')} ${josa(typeName(f.partnerType), '이야/야')}.`];
  return [];
}

function level2Opening(f: Facts): string[] {
  const types = bothTypes(f);
  return [
    rotate(LEVEL2_THANKS, f.roomId, 51, 0)(f),
    f.topic
      ? `${f.topic.noun} 이야기를 들으면서 네 마음이 어떤지 조금 알게 됐어.`
      : '네 이야기를 들으면서 네 마음이 어떤지 조금 알게 됐어.',
    `이제 너와 ${f.partner}의 마음이 어디서 엇갈렸는지 같이 살펴보자.`,
    ...types,
    ...(types.length > 0
      ? [
          '애착 유형은 성격을 정하는 꼬리표가 아니라 마음이 움직이는 방향을 읽는 힌트 정도로 보면 돼.',
        ]
      : []),
    rotate(LEVEL2_ASK, f.roomId, 52, 0)(f),
  ];
}

const LEVEL3_START: readonly Line[] = [
  (f) => `좋아, ${vocative(f.member)}. 이제 마음을 조금 가볍게 만들 방법을 같이 찾아보자.`,
  (f) => `${vocative(f.member)}, 이제 무엇을 해 볼 수 있을지 함께 고민해 보자.`,
  (f) => `고마워, ${vocative(f.member)}. 지금부터는 둘에게 맞는 방법을 같이 찾아볼 거야.`,
];

const LEVEL3_ASK: readonly Line[] = [
  (f) => `${josa(f.partner, '과/와')} 앞으로 어떤 모습으로 지내고 싶은지 먼저 말해 줄래?`,
  () => '이 일이 잘 풀린다면 둘의 모습은 어떨 것 같아?',
  () => '지금 네가 가장 바꾸고 싶은 한 가지는 뭐야?',
];

function level3Opening(f: Facts): string[] {
  const me = f.memberType ? `${typeName(f.memberType)}인 너` : '너';
  const partner = f.partnerType ? `${typeName(f.partnerType)}인 ${f.partner}` : f.partner;
  return [
    rotate(LEVEL3_START, f.roomId, 53, 0)(f),
    `${josa(me, '과/와')} ${partner}, 둘 다 편하게 느낄 수 있는 방법이면 좋겠어.`,
    '거창한 변화보다 내일 바로 해 볼 수 있는 작은 걸음이 오래 가.',
    rotate(LEVEL3_ASK, f.roomId, 54, 0)(f),
  ];
}

/** The opening of level 2 or 3 as sentences. */
export function openingSentences(level: 2 | 3, f: Facts): string[] {
  return level === 2 ? level2Opening(f) : level3Opening(f);
}
