// Round 3, tune (issue 35): openings the engine may be tuned on, written fresh for this round
// (after round 3's held-out batch was committed), with round 2's held-out misses read once.
import type { Opening } from '../lib/understanding';

const o = (id: string, names: string[], ...messages: string[]): Opening => ({
  id,
  names,
  messages,
});

export const ROUND3_TUNE: readonly Opening[] = [
  o(
    't3-no-kids-wanted',
    ['아이', '애기', '출산'],
    '여친은 애기를 안 낳고 싶대',
    '나는 아이 둘은 있었으면 했거든',
    '결혼 얘기 하다가 막혔어',
  ),
  o(
    't3-phone-at-dinner',
    ['폰', '핸드폰'],
    '남친이 밥 먹을 때도 핸드폰만 봐',
    '말하면 듣고 있다고 해',
    '앞에 있는데도 외로워',
  ),
  o(
    't3-reels',
    ['릴스', '인스타', '폰'],
    '여친이 자기 전에 릴스만 두 시간씩 봐',
    '나랑 통화하다가도 그래',
    '관심 없는 것 같아서 속상해',
  ),
  o(
    't3-skirt',
    ['옷', '옷차림', '바지'],
    '남친이 내가 입는 옷을 하나하나 골라 줘',
    '이 바지는 너무 붙는다고 입지 말래',
    '처음엔 좋았는데 점점 답답해',
  ),
  o(
    't3-nose',
    ['코', '외모'],
    '여친이 내 코 얘기를 자꾸 해',
    '성형하면 잘생겨질 거래',
    '농담인데 거울 볼 때마다 생각나',
  ),
  o(
    't3-ex-meets',
    ['전여친', '만나'],
    '남친이 전여친이랑 가끔 만나서 밥 먹는대',
    '친구 사이라는데',
    '나는 솔직히 싫어',
  ),
  o(
    't3-want-comfort',
    ['위로'],
    '힘들다고 하면 남친은 "다 지나가"라고만 해',
    '나는 위로받고 싶었던 건데',
    '내가 욕심이 많은 건가',
  ),
  o(
    't3-shopping-spree',
    ['쇼핑', '택배', '돈'],
    '남친이 스트레스 받으면 쇼핑을 해',
    '택배 상자가 현관에 쌓여 있어',
    '같이 살 집 보증금도 모아야 하는데',
  ),
  o(
    't3-teasing-height',
    ['키'],
    '남친이 내 키 갖고 자꾸 놀려',
    '땅꼬마라고 부르면서 웃어',
    '나는 그 말이 진짜 싫어',
  ),
  o(
    't3-judging',
    ['분석', '따지', '편'],
    '여친은 내가 서운하다고 하면 논리적으로 분석부터 해',
    '내 말에서 틀린 데를 찾아',
    '나는 그냥 알아줬으면 했는데',
  ),
];
