import { josa } from '../korean';
import { rotate } from '../pick';
import { PARTNER_TIPS } from './attachment';
import type { Facts } from './facts';
import { gentleReflection, saysLittle } from './gentle';
import { compose, type Line, pick } from './phrases';
import { AGREES } from './progress';
import { GENERAL_SUGGESTIONS } from './steps';

/** Level 3 (해결 제안): concrete suggestions tailored to the topic and the partner, a next step. */

const WANT_HEADS: readonly Line[] = [
  () => '네가 말한 방법 좋다',
  () => '스스로 방법을 떠올린 게 정말 멋져',
  (f) => `${f.partner}한테 맞는 방법을 네가 먼저 찾아냈네`,
  (f) => `${f.topic ? `${f.topic.noun} 앞에서` : '이 일에서'} 네가 직접 길을 찾았구나`,
  (f) => `그렇게 하면 ${f.partner}도 네 마음을 더 쉽게 알 수 있을 거야`,
  () => '그 생각 안에 이미 답이 들어 있는 것 같아',
];
const AGREE_HEADS: readonly Line[] = [
  () => '해 보겠다는 그 마음이 제일 중요해',
  () => '마음먹은 것만으로도 벌써 달라지기 시작한 거야',
  (f) => `${f.topic ? `${f.topic.noun} 앞에서` : '이 일에서'} 한 걸음 내딛는 거네`,
  () => '작게 시작하는 게 오래 가는 법이야',
];
const ASK_HEADS: readonly Line[] = [
  (f) =>
    `${f.topic ? `${josa(f.topic.noun, '을/를')} 풀 방법까지` : '방법까지'} 고민하는 것 자체가 대단한 거야`,
  (f) => `${f.topic ? `${f.topic.noun}에 맞는` : '너한테 맞는'} 방법을 같이 찾아보자`,
  (f) => `${josa(f.partner, '과/와')} 더 잘 지내고 싶은 마음이 느껴져`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서도` : '이럴 때일수록'} 네 마음을 먼저 챙기는 게 중요해`,
];
const TAILS: readonly Line[] = [
  () => '무리하지 않고 할 수 있는 것부터 보자.',
  () => '거창하지 않아도 괜찮아.',
  () => '한 번에 다 바꾸지 않아도 돼.',
  () => '네 속도대로 가면 돼.',
  () => '작은 것 하나면 충분해.',
];

function reflection(f: Facts): string {
  const latest = f.state.latest;
  if (AGREES.test(latest)) return compose(f.turn > 1 ? AGREE_HEADS : WANT_HEADS, TAILS, f, 121);
  if (saysLittle(f) || f.state.latestKind === 'empty') return gentleReflection(f);
  if (f.state.wants) return compose(WANT_HEADS, TAILS, f, 122);
  return compose(ASK_HEADS, TAILS, f, 123);
}

/** The topic's suggestions in turn (a tip for the partner's type in the first reply), then general ones. */
function suggestions(f: Facts): string[] {
  const t = f.turn - 1;
  const topical = f.topic?.suggestions ?? [];
  const offered =
    t < topical.length
      ? rotate(topical, f.roomId, 124, t)
      : rotate(GENERAL_SUGGESTIONS, f.roomId, 125, t - topical.length);
  const lines = [offered.text(f.partner)];
  if (t === 0)
    lines.push(rotate(PARTNER_TIPS[f.partnerType ?? 'UNKNOWN'], f.roomId, 126, 0)(f.partner));
  return lines;
}

const CHOOSE_QUESTIONS: readonly Line[] = [
  (f) =>
    `이 중에 ${f.topic ? `${f.topic.noun} 앞에서 ` : ''}제일 먼저 해 볼 수 있을 것 같은 건 뭐야?`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서 써 볼` : '지금 해 볼'} 방법 중에 네 마음에 제일 와닿는 건 어떤 거야?`,
  (f) => `이렇게 해 보면 ${f.feeling.adnominal} 네 마음은 어떨 것 같아?`,
  (f) => `${josa(f.partner, '이/가')} 이 이야기를 들으면 어떻게 반응할 것 같아?`,
  (f) => `이 방법이 ${josa(f.partner, '과/와')} 너한테 맞을지 어떤 느낌이 들어?`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 앞에서` : '이럴 때'} 네가 부담 없이 해 볼 수 있는 건 어느 쪽이야?`,
];
const WHEN_QUESTIONS: readonly Line[] = [
  (f) => `언제쯤 ${f.partner}한테 이야기를 꺼내 보면 좋을까?`,
  () => '이번 주 안에 해 볼 수 있는 작은 한 가지는 뭘까?',
  () => '첫마디를 어떻게 시작하면 편할 것 같아?',
  () => '이 방법을 해 본다면 어떤 점이 가장 걱정돼?',
];

function question(f: Facts): string {
  return f.turn === 1 || saysLittle(f)
    ? pick(CHOOSE_QUESTIONS, f, 127)(f)
    : pick(WHEN_QUESTIONS, f, 128)(f);
}

const CLOSE_HEADS: readonly Line[] = [
  (f) => `그럼 ${f.step ? `${f.step}부터` : '이야기한 것부터'} 해 보는 거야`,
  (f) => `${f.step ? josa(f.step, '을/를') : '정한 걸'} 해 보기로 한 거 정말 잘했어`,
  (f) => `이번엔 ${f.step ?? '작은 한 걸음'} 하나만 해 봐도 충분해`,
  (f) => `${f.step ? `${josa(f.step, '이라/라')}는` : '그'} 한 걸음이 생각만 해도 든든하다`,
];
const CLOSE_TAILS: readonly Line[] = [
  (f) => `해 보고 ${josa(f.partner, '이/가')} 어땠는지 나중에 또 들려줘.`,
  () => '잘 안 돼도 시도한 것만으로 충분히 의미 있어.',
  () => '나는 네가 해낼 수 있다고 믿어.',
  () => '한 번에 완벽하지 않아도 괜찮아.',
];

/** The reply to a level-3 message: a reflection, suggestions, then one question or the close. */
export function level3Reply(f: Facts): string[] {
  if (f.closes) return [reflection(f), compose(CLOSE_HEADS, CLOSE_TAILS, f, 129)];
  return [reflection(f), ...suggestions(f), question(f)];
}
