import { josa, vocative } from '../korean';
import { rotate, seedOf } from '../pick';
import { type Facts, typeName } from './facts';
import { daysLine, memorySuggestion } from './knowledge';
import type { Line } from './phrases';

/** 담이's first words of levels 2 and 3, right after an upgrade (one question each). */

const LEVEL2_THANKS: readonly Line[] = [
  (f) => `${vocative(f.member)}, 지금까지 차근차근 이야기해 줘서 고마워.`,
  (f) => `${vocative(f.member)}, 여기까지 솔직하게 말해 줘서 정말 고마워.`,
  (f) => `${vocative(f.member)}, 있었던 일을 정말 잘 정리해 줬어.`,
  (f) => `${vocative(f.member)}, 마음을 꺼내 줘서 고마워.`,
];

const LEVEL2_RECAP: readonly Line[] = [
  (f) =>
    f.topic
      ? `${f.topic.noun} 때문에 ${f.feeling.adnominal} 네 마음이 어떤지 조금 알게 됐어.`
      : `${f.feeling.adnominal} 네 마음이 어떤지 조금 알게 됐어.`,
  (f) =>
    f.topic
      ? `${josa(f.topic.noun, '이/가')} 너한테 얼마나 마음 쓰이는 일인지 잘 들었어.`
      : '그 일이 너한테 얼마나 마음 쓰이는 일인지 잘 들었어.',
];

const LEVEL2_TURN: readonly Line[] = [
  (f) => `이제 너와 ${f.partner}의 마음이 어디서 엇갈렸는지 같이 살펴보자.`,
  (f) => `지금부터는 ${josa(f.partner, '과/와')} 너, 두 사람의 마음이 어떻게 움직였는지 같이 보자.`,
  (f) => `이번에는 ${f.partner}의 마음 쪽에서도 이 일을 들여다보자.`,
];

const TYPE_HINTS: readonly string[] = [
  '애착 유형은 성격을 정하는 꼬리표가 아니라 마음이 움직이는 방향을 읽는 힌트 정도로 보면 돼.',
  '유형은 정답이 아니라 서로를 이해하는 데 쓰는 작은 지도 같은 거야.',
  '유형으로 사람을 단정하려는 게 아니라 마음의 습관을 살펴보려는 거야.',
  '애착 유형은 누가 틀렸는지가 아니라 각자 어떻게 안심하는지를 보여 줘.',
];

const LEVEL2_ASK: readonly Line[] = [
  (f) => `먼저, 그때 ${josa(f.partner, '은/는')} 왜 그렇게 했을 거라고 생각해?`,
  (f) => `${f.partner}의 행동 중에 가장 이해하기 어려웠던 건 뭐야?`,
  (f) => `그 일이 있을 때 ${josa(f.partner, '은/는')} 어떤 기분이었을 것 같아?`,
  (f) => `${f.partner} 입장에서는 그 일이 어떻게 보였을 것 같아?`,
];

function bothTypes(f: Facts): string[] {
  const p = f.partner;
  if (f.memberType && f.partnerType) {
    const mine = typeName(f.memberType);
    const theirs = typeName(f.partnerType);
    return [
      rotate(
        [
          `너는 ${josa(mine, '이고/고')} ${josa(p, '은/는')} ${josa(theirs, '이야/야')}.`,
          `애착 유형으로 보면 너는 ${josa(mine, '이고/고')} ${josa(p, '은/는')} ${josa(theirs, '이야/야')}.`,
          `테스트 결과로는 ${josa(p, '이/가')} ${josa(theirs, '이고/고')} 너는 ${josa(mine, '이야/야')}.`,
        ],
        f.roomId,
        61,
        0,
      ),
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
  const days = daysLine(f);
  return [
    rotate(LEVEL2_THANKS, f.roomId, 51, 0)(f),
    rotate(LEVEL2_RECAP, f.roomId, 55, 0)(f),
    ...(days ? [days] : []),
    rotate(LEVEL2_TURN, f.roomId, 56, 0)(f),
    ...types,
    // The hint about types in some rooms only, so rooms do not share it word for word.
    ...(types.length > 0 && seedOf(f.roomId, 59) % 3 === 0
      ? [rotate(TYPE_HINTS, f.roomId, 57, 0)]
      : []),
    rotate(LEVEL2_ASK, f.roomId, 52, 0)(f),
  ];
}

const LEVEL3_START: readonly Line[] = [
  (f) => `좋아 ${vocative(f.member)}, 이제 마음을 조금 가볍게 만들 방법을 같이 찾아보자.`,
  (f) => `${vocative(f.member)}, 이제 무엇을 해 볼 수 있을지 함께 고민해 보자.`,
  (f) => `고마워 ${vocative(f.member)}, 지금부터는 둘에게 맞는 방법을 같이 찾아볼 거야.`,
  (f) => `${vocative(f.member)}, 여기까지 마음을 잘 들여다봤으니 이제 해 볼 수 있는 걸 찾아보자.`,
];

const LEVEL3_SMALL: readonly Line[] = [
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서는` : '이럴 때는'} 거창한 변화보다 내일 바로 해 볼 수 있는 작은 걸음이 오래 가.`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 같은 일도` : '이런 일도'} 작은 것 하나부터 바꾸면 흐름이 달라지기 시작해.`,
  (f) =>
    `${f.topic ? josa(f.topic.noun, '은/는') : '이런 일은'} 한 번에 다 풀려고 하기보다 하나씩 해 보는 게 좋아.`,
  (f) =>
    `${f.topic ? josa(f.topic.noun, '은/는') : '이런 문제는'} 둘 다 할 수 있는 작은 약속에서 풀리기 시작할 때가 많아.`,
];

const LEVEL3_ASK: readonly Line[] = [
  (f) => `${josa(f.partner, '과/와')} 앞으로 어떤 모습으로 지내고 싶은지 먼저 말해 줄래?`,
  (f) =>
    `${f.topic ? `${josa(f.topic.noun, '이/가')} 잘 풀린다면` : '이 일이 잘 풀린다면'} 둘의 모습은 어떨 것 같아?`,
  (f) => `${f.topic ? `${f.topic.noun} 앞에서` : '지금'} 네가 가장 바꾸고 싶은 한 가지는 뭐야?`,
  (f) => `${f.partner}한테 딱 하나 바라는 변화가 있다면 뭐야?`,
];

function level3Opening(f: Facts): string[] {
  const me = f.memberType ? `${typeName(f.memberType)}인 너` : '너';
  const partner = f.partnerType ? `${typeName(f.partnerType)}인 ${f.partner}` : f.partner;
  const both: readonly string[] = [
    `${josa(me, '과/와')} ${partner}, 둘 다 편하게 느낄 수 있는 방법이면 좋겠어.`,
    `${f.topic ? `${f.topic.noun} 앞에서 ` : ''}${josa(me, '과/와')} ${partner} 모두 무리 없이 할 수 있는 걸 찾아보자.`,
    `${partner}에게도, ${me}에게도 부담이 적은 방법부터 골라 보자.`,
  ];
  const memory = memorySuggestion(f);
  return [
    rotate(LEVEL3_START, f.roomId, 53, 0)(f),
    rotate(both, f.roomId, 60, 0),
    rotate(LEVEL3_SMALL, f.roomId, 58, 0)(f),
    ...(memory ? [memory] : []),
    rotate(LEVEL3_ASK, f.roomId, 54, 0)(f),
  ];
}

/** The opening of level 2 or 3 as sentences. */
export function openingSentences(level: 2 | 3, f: Facts): string[] {
  return level === 2 ? level2Opening(f) : level3Opening(f);
}
