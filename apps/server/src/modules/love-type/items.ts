/**
 * The 36 attachment-test items (DESIGN 9): our own wording on the two dimensions of ECR-R,
 * 18 for anxiety and 18 for avoidance, interleaved, five reverse-keyed on each dimension. The
 * dimension and the keying stay on the server; clients only ever see `questionNumber` and
 * `content`.
 */
export type LoveTypeDimension = 'ANXIETY' | 'AVOIDANCE';

export interface LoveTypeItem {
  questionNumber: number;
  content: string;
  dimension: LoveTypeDimension;
  /** A reverse-keyed answer counts as `6 − answer`. */
  reverse: boolean;
}

type ItemText = readonly [content: string, reverse?: 'reverse'];

const ANXIETY: readonly ItemText[] = [
  ['연인이 언젠가 나를 떠날까 봐 걱정될 때가 많아요.'],
  ['연인이 나를 정말 사랑하는지 자꾸 확인하고 싶어져요.'],
  ['연락이 평소보다 늦으면 마음이 불안해져요.'],
  ['연인이 나를 떠날까 봐 걱정하는 일은 거의 없어요.', 'reverse'],
  ['내가 아끼는 만큼 연인이 나를 아끼지 않을까 봐 걱정돼요.'],
  ['연인이 다른 사람에게 더 끌릴까 봐 신경 쓰일 때가 있어요.'],
  ['연인의 사랑을 의심하지 않고 편하게 믿는 편이에요.', 'reverse'],
  ['연인의 말투나 표정이 조금만 달라져도 무슨 일이 있는지 계속 생각하게 돼요.'],
  ['더 가까워지고 싶은 마음이 너무 커서 연인에게 부담을 줄까 봐 걱정돼요.'],
  ['연락이 잠시 뜸해도 크게 신경 쓰이지 않아요.', 'reverse'],
  ['연인이 곁에 없으면 나에 대한 마음이 식을까 봐 불안해요.'],
  ['거절당할까 봐 연인에게 하고 싶은 말을 삼킬 때가 있어요.'],
  ['연인이 혼자만의 시간을 보내도 서운하지 않아요.', 'reverse'],
  ['다투고 나면 이대로 관계가 끝날까 봐 겁이 나요.'],
  ['연인의 관심을 충분히 받지 못하면 속상하고 화가 나요.'],
  ['우리 관계가 흔들릴까 봐 불안해하는 일은 드물어요.', 'reverse'],
  ['내가 부족한 사람이라 연인이 실망할까 봐 걱정돼요.'],
  ['연인이 나만큼 이 관계에 마음을 쓰지 않는 것 같아 서운할 때가 많아요.'],
];

const AVOIDANCE: readonly ItemText[] = [
  ['연인에게 속마음을 털어놓는 게 어색하고 불편해요.'],
  ['연인이 너무 가까이 다가오면 한 걸음 물러서고 싶어져요.'],
  ['힘든 일이 있어도 연인에게 기대기보다 혼자 해결하는 게 편해요.'],
  ['연인에게 내 고민을 이야기하는 게 자연스러워요.', 'reverse'],
  ['연인이 내 감정을 깊이 알려고 하면 부담스러워요.'],
  ['연인에게 의지하는 것이 왠지 불편해요.'],
  ['힘들 때 연인에게 기대면 마음이 놓여요.', 'reverse'],
  ['관계가 깊어질수록 나만의 공간이 줄어드는 것 같아 답답해요.'],
  ['연인에게 약한 모습은 보여 주고 싶지 않아요.'],
  ['연인과 가까이 지내는 것이 편안해요.', 'reverse'],
  ['연인이 나에게 많이 기대 오면 부담스러워요.'],
  ['사랑한다는 표현을 하는 게 쑥스럽고 어려워요.'],
  ['연인에게 내 생각과 감정을 솔직하게 보여 주는 편이에요.', 'reverse'],
  ['연인과 먼 미래에 대해 깊이 이야기하는 것이 꺼려져요.'],
  ['갈등이 생기면 대화하기보다 거리를 두는 쪽을 택해요.'],
  ['연인이 나에게 의지해 와도 부담스럽지 않아요.', 'reverse'],
  ['연인이 더 많은 시간을 함께하자고 하면 숨이 막히는 느낌이 들어요.'],
  ['연인에게 다 보여 주지 않고 어느 정도 거리를 두는 게 마음 편해요.'],
];

function interleave(): LoveTypeItem[] {
  const items: LoveTypeItem[] = [];
  for (let i = 0; i < ANXIETY.length; i++) {
    for (const [dimension, texts] of [
      ['ANXIETY', ANXIETY],
      ['AVOIDANCE', AVOIDANCE],
    ] as const) {
      const [content, reverse] = texts[i]!;
      items.push({
        questionNumber: items.length + 1,
        content,
        dimension,
        reverse: reverse === 'reverse',
      });
    }
  }
  return items;
}

/** Every item, by ascending `questionNumber` (1 … 36; odd = anxiety, even = avoidance). */
export const LOVE_TYPE_ITEMS: readonly LoveTypeItem[] = interleave();

export const LOVE_TYPE_ITEMS_BY_NUMBER: ReadonlyMap<number, LoveTypeItem> = new Map(
  LOVE_TYPE_ITEMS.map((item) => [item.questionNumber, item]),
);
