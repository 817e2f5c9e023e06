import { josa } from '../korean';
import type { Line } from './phrases';
import { said, topicOr } from './phrases';

/** Level 1 (상황 파악): what happened, how it was handled, what worries remain. */

/** Reflections of the member's words: twelve, so twelve turns never repeat one. */
export const LEVEL1_REFLECTIONS: readonly Line[] = [
  (f) => `${josa(said(f), '을/를')} 들으니까 그때 정말 ${f.feeling.past}겠다 싶어.`,
  (f) => `${topicOr(f, '그 일')} 때문에 마음이 많이 쓰였구나.`,
  (f) => `${said(f)}에서 ${josa(f.feeling.noun, '이/가')} 그대로 느껴져.`,
  (f) =>
    f.quote
      ? `"${f.quote}"라는 말이 마음에 오래 남네.`
      : `${josa(topicOr(f, '그 일'), '이/가')} 요즘 너한테 꽤 크게 자리 잡고 있구나.`,
  (f) =>
    `그런 일이 있었구나, ${f.topic ? `${f.topic.noun} 때문에 ` : ''}${f.feeling.past}을 것 같아.`,
  (f) =>
    `${josa(topicOr(f, '그 일'), '으로/로')} 생긴 ${josa(f.feeling.noun, '을/를')} 혼자 안고 있느라 힘들었겠다.`,
  (f) => `${josa(topicOr(f, '이런 일'), '은/는')} 작아 보여도 마음을 크게 흔들 때가 있어.`,
  (f) => `${said(f)}에서 네 마음이 조금 보여.`,
  (f) => `${topicOr(f, '그런 일')} 때문이라면 누구라도 ${f.feeling.past}을 거야.`,
  (f) => `${topicOr(f, '그 일')} 얘기를 꺼내기까지 마음이 쉽지 않았을 텐데.`,
  (f) =>
    f.quote
      ? `특히 "${f.quote}"라는 부분에서 ${josa(f.feeling.noun, '이/가')} 느껴졌어.`
      : `${topicOr(f, '네')} 이야기 곳곳에서 ${josa(f.feeling.noun, '이/가')} 느껴졌어.`,
  (f) => `${topicOr(f, '그 일')} 생각에 하루 종일 마음이 무거웠겠다.`,
];

/** Support: no judgement, no hurry. */
export const LEVEL1_SUPPORT: readonly string[] = [
  '천천히 말해도 괜찮아, 나는 네 편에서 들을게.',
  '정리가 안 된 채로 말해도 돼, 같이 하나씩 풀어 보자.',
  '지금 느끼는 마음에 맞고 틀린 건 없어.',
  '이렇게 털어놓는 것만으로도 벌써 한 걸음 나아간 거야.',
  '어떤 이야기든 괜찮으니까 편하게 이어서 말해 줘.',
  '네 마음이 어디서 출발했는지 같이 따라가 보자.',
  '나는 누가 잘했는지 따지려는 게 아니라 네 마음을 알고 싶어.',
  '작은 일처럼 보여도 네 마음에 걸렸다면 충분히 이야기할 만한 일이야.',
  '급하게 결론 내지 않아도 되니까 있었던 일부터 차근차근 보자.',
  '그 순간을 떠올리는 게 힘들면 생각나는 만큼만 말해도 돼.',
  '네가 이 관계를 얼마나 아끼는지 이야기 곳곳에서 느껴져.',
  '답답할 때는 말로 꺼내 보는 것만으로도 조금 가벼워지기도 해.',
];

/** One question per reply, walking the goal: what happened → how it was handled → what remains. */
export const LEVEL1_QUESTIONS: readonly (readonly Line[])[] = [
  [
    () => '그때 정확히 어떤 일이 있었는지 조금 더 들려줄래?',
    () => '그 일이 언제, 어떤 상황에서 있었던 거야?',
    (f) => `그때 ${josa(f.partner, '이/가')} 어떤 말이나 행동을 했어?`,
    () => '처음 마음이 상했던 순간은 언제였어?',
  ],
  [
    () => '그 일이 있고 나서 둘은 어떻게 이야기를 나눴어?',
    (f) => `그때 너는 ${f.partner}한테 어떻게 반응했어?`,
    () => '그 뒤로 둘 사이 분위기는 어떻게 흘러갔어?',
    (f) => `네 마음을 ${f.partner}한테 전해 본 적 있어?`,
  ],
  [
    () => '지금 제일 마음에 걸리는 건 뭐야?',
    () => '이 일에서 앞으로 가장 걱정되는 부분은 뭐야?',
    () => '아직 풀리지 않고 남아 있는 마음이 있다면 어떤 거야?',
    () => '이 일을 떠올리면 지금은 어떤 마음이 가장 커?',
  ],
];
