import { josa } from '../korean';
import { rotate } from '../pick';
import type { Facts } from './facts';
import { easyQuestion, gentleReflection, saysLittle } from './gentle';
import { because, compose, issue, type Line, pick } from './phrases';
import { wholeSentence } from './quote';
import { isGrounded } from './subjects';

/** Level 1 (상황 파악): what happened, how it was handled, what worries remain. */

/** After a correction: 담이 owns the misreading and follows the member at once. */
function corrected(f: Facts): string {
  const topic = f.state.topic ?? f.state.guess;
  if (topic && f.state.topicChanged) {
    return pick(
      [
        `아, 내가 잘못 짚었네. ${josa(topic.noun, '이/가')} 마음에 걸렸던 거구나.`,
        `미안, 내가 엉뚱한 데를 봤구나. ${topic.noun} 이야기였구나.`,
        `그렇구나, 바로잡아 줘서 고마워. 그럼 ${topic.noun} 쪽 이야기를 들어 볼게.`,
        `아 그랬구나, 내가 헛짚었어. ${josa(topic.noun, '을/를')} 중심으로 다시 들어 볼게.`,
      ],
      f,
      71,
    );
  }
  return pick(
    [
      '아, 내가 잘못 알아들었구나. 미안해.',
      '그렇구나, 내가 다른 쪽으로 짐작했네. 바로잡아 줘서 고마워.',
      '앗, 내가 헛짚었구나. 다시 제대로 들어 볼게.',
    ],
    f,
    72,
  );
}

const FEELING_HEADS: readonly Line[] = [
  (f) => `${because(f)}${f.feeling.past}겠다`,
  (f) => `${because(f)}${josa(f.feeling.noun, '이/가')} 고스란히 느껴져`,
  (f) => `${josa(issue(f, '그런 일'), '이/가')} 그렇게 흘러가면 ${f.feeling.past}을 만해`,
  (f) => `${because(f)}${f.feeling.adnominal} 마음을 혼자 꾹 누르고 있었구나`,
  (f) => `${josa(issue(f, '그 일'), '이/가')} 그렇게 되면 누구라도 ${f.feeling.past}을 거야`,
  (f) => `그 순간 ${because(f)}${josa(f.feeling.noun, '이/가')} 확 밀려왔겠다`,
];

const FEELING_TAILS: readonly Line[] = [
  () => '그 마음을 꺼내 줘서 고마워.',
  () => '네가 예민해서 그런 게 아니야.',
  () => '그렇게 느끼는 건 자연스러운 일이야.',
  (f) => `${f.partner}한테도 쉽게 말하지 못했을 것 같아.`,
  () => '그 마음을 알아주는 게 먼저야.',
  () => '그동안 혼자 참느라 애썼어.',
];

const SITUATION_LINES: readonly Line[] = [
  (f) => `${f.topic ? `${f.topic.noun} 때문에 ` : ''}그런 일이 있었구나.`,
  (f) =>
    `${f.topic ? `${josa(f.topic.noun, '이/가')} ` : '그 일이 '}요즘 너한테 꽤 크게 자리 잡고 있구나.`,
  (f) => `${f.partner} 쪽에서 그렇게 나오면 마음이 복잡해질 만하지.`,
  (f) => `${f.topic ? `${f.topic.noun} 이야기를 ` : '그 이야기를 '}들으니 상황이 조금씩 그려져.`,
  () => '그런 일이 반복되면 마음이 조금씩 닳지.',
  (f) => `그때 ${josa(f.partner, '이/가')} 그렇게 했다니 당황스러웠겠다.`,
];

/** Whose feeling is whose: the partner's feeling is named as theirs, never as the member's. */
function partnerFeelingLine(f: Facts): string | null {
  const pf = f.partnerFeeling;
  if (!pf) return null;
  return pick(
    [
      `${f.partner}도 ${pf.adnominal} 모양이구나, 그 말을 전해 들은 네 마음도 복잡했겠다.`,
      `${josa(f.partner, '은/는')} ${josa(pf.noun, '을/를')} 느꼈다고 했구나, 그 말을 들은 너도 마음이 편하진 않았겠다.`,
      `${f.partner} 쪽에도 ${josa(pf.noun, '이/가')} 있었구나, 둘 다 마음이 편하지 않았겠다.`,
    ],
    f,
    73,
  );
}

/** The lines of `pool` 담이 has not said in this room (all of them when every one was said). */
function unsaid(f: Facts, pool: readonly string[]): readonly string[] {
  const fresh = pool.filter((line) => !f.spoken.includes(line));
  return fresh.length > 0 ? fresh : pool;
}

/**
 * One of the topic's reflections; until 담이 has named the subject in this room, one that names it
 * (the member hears their worry named in 담이's first replies).
 */
function topicReflection(f: Facts, topic: NonNullable<Facts['topic']>): string {
  const fresh = unsaid(f, topic.reflections);
  const naming = fresh.filter((line) => line.includes(topic.noun));
  const pool = !f.named && naming.length > 0 ? naming : fresh;
  return rotate(pool, f.roomId, 74, f.turn - 1);
}

/** The reflection: what the member just said, paraphrased (a whole sentence quoted at most once). */
function reflection(f: Facts): string {
  if (f.state.corrected) return corrected(f);
  if (saysLittle(f) || f.state.latestKind === 'empty') return gentleReflection(f);
  const partner = partnerFeelingLine(f);
  if (partner) return partner;
  if (f.feelingNamed) return compose(FEELING_HEADS, FEELING_TAILS, f, 75);
  if (f.topic && (f.state.topicChanged || !f.named)) return topicReflection(f, f.topic);
  const quote = f.turn === 2 ? wholeSentence(f.state.latest) : null;
  if (quote) return `"${quote}"라는 말에 그때 마음이 다 담겨 있는 것 같아.`;
  if (f.topic && f.turn >= 2 && f.turn <= 3) return topicReflection(f, f.topic);
  return pick(SITUATION_LINES, f, 76)(f);
}

const EVENT_QUESTIONS: readonly Line[] = [
  (f) =>
    `${f.topic ? `${f.topic.noun} 때문에 ` : ''}그때 정확히 어떤 일이 있었는지 조금 더 들려줄래?`,
  (f) => `${josa(issue(f, '그 일'), '이/가')} 언제, 어떤 상황에서 있었던 거야?`,
  (f) => `그때 ${josa(f.partner, '이/가')} 어떤 말이나 행동을 했어?`,
  (f) => `${f.topic ? `${f.topic.noun} 일로 ` : ''}처음 마음이 상했던 순간은 언제였어?`,
  (f) => `${josa(f.partner, '과/와')} 그 일이 있던 날, 어떤 흐름으로 그렇게 됐어?`,
  (f) => `${f.partner} 쪽에서는 그때 뭐라고 했는지 기억나?`,
  (f) =>
    `${f.topic ? `${josa(f.topic.noun, '이/가')} 처음 마음에 걸리기 시작한 건` : '그게 처음 마음에 걸리기 시작한 건'} 언제부터였어?`,
];

const FEELING_QUESTIONS: readonly Line[] = [
  (f) =>
    `${f.topic ? `${f.topic.noun} 때문에 그런 일이 있었을 때` : '그 일이 있었을 때'} 너는 어떤 마음이 들었어?`,
  (f) => `${f.topic ? `${f.topic.noun} 때문에 마음이 흔들린` : '그'} 순간 네 마음은 어땠어?`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 때문에 생긴 일을` : '그 일을'} 떠올리면 지금은 어떤 마음이 제일 커?`,
  (f) => `${josa(issue(f), '이/가')} 앞으로 어떻게 될지 생각하면 어떤 부분이 제일 걱정돼?`,
  (f) => `그때 ${josa(f.partner, '이/가')} 그렇게 나왔을 때 네 안에서는 어떤 마음이 올라왔어?`,
  (f) =>
    `${f.topic ? `${f.topic.noun} 때문에 이런 일이` : '이런 일이'} 계속되면 어떤 점이 제일 걱정돼?`,
];

const REMAINS_QUESTIONS: readonly Line[] = [
  (f) => `${f.topic ? `${f.topic.noun} 앞에서` : '이 일에서'} 지금 제일 마음에 걸리는 건 뭐야?`,
  () => '아직 풀리지 않고 남아 있는 마음이 있다면 어떤 거야?',
  (f) => `${f.partner}한테 아직 못 한 말이 있다면 뭐야?`,
  () => '그 뒤로 둘 사이 분위기는 어떻게 흘러갔어?',
  (f) => `네 마음을 ${f.partner}한테 전해 본 적 있어?`,
  () => '그 일이 있고 나서 둘은 어떻게 이야기를 나눴어?',
];

const TOPIC_QUESTIONS: readonly Line[] = [
  (f) => `${f.partner} 일로 어떤 게 마음이 쓰였는지 조금만 더 들려줄래?`,
  (f) => `요즘 ${josa(f.partner, '과/와')} 있었던 일 중에 제일 마음에 걸리는 건 뭐야?`,
  () => '어떤 일이 있었는지 생각나는 만큼만 이야기해 줄래?',
  (f) => `${josa(f.partner, '과/와')} 사이에서 요즘 제일 자주 부딪히는 게 뭐야?`,
  (f) => `${f.partner} 얘기 중에 어디서부터 꺼내 보고 싶어?`,
  () => '그 마음이 어떤 일에서 시작됐는지 조금 더 알려 줄래?',
];

/** The one question: what the level still needs, gently after a short message. */
function question(f: Facts): string {
  const s = f.state;
  if (s.latestKind === 'empty' || s.latestKind === 'dunno') return easyQuestion(f);
  const topic = f.topic;
  if (!topic) {
    const guess = s.guess;
    // A guess is offered only in words the member used (never a topic word put in their mouth).
    if (guess && !s.corrected && isGrounded(guess, s.levelTexts)) {
      return pick(
        [
          `혹시 ${josa(guess.noun, '이/가')} 제일 마음에 걸리는 거야, 아니면 다른 일이 더 커?`,
          `내가 듣기엔 ${guess.noun} 얘기 같은데, 맞아 아니면 다른 게 더 커?`,
          `${josa(f.partner, '과/와')} ${guess.noun} 쪽으로 뭔가 있었던 거야, 아니면 다른 일이야?`,
        ],
        f,
        83,
      );
    }
    return pick(TOPIC_QUESTIONS, f, 77)(f);
  }
  if (!s.event) {
    if (saysLittle(f)) return easyQuestion(f);
    return f.turn % 2 === 1
      ? rotate(unsaid(f, topic.questions), f.roomId, 78, Math.floor(f.turn / 2))
      : pick(EVENT_QUESTIONS, f, 79)(f);
  }
  if (s.memberFeelings.length === 0 && !s.worry) return pick(FEELING_QUESTIONS, f, 80)(f);
  return pick(REMAINS_QUESTIONS, f, 82)(f);
}

const CLOSE_HEADS: readonly Line[] = [
  (f) => `${f.topic ? `${f.topic.noun} 때문에 ` : ''}있었던 일과 네 마음이 이제 조금 그려져`,
  (f) =>
    `여기까지 들으니 ${f.topic ? josa(f.topic.noun, '이/가') : '그 일이'} 너한테 얼마나 컸는지 알 것 같아`,
  () => '있었던 일을 차근차근 들려줘서 상황이 잘 보여',
  (f) => `${josa(f.feeling.noun, '이/가')} 어디서 왔는지 조금 알 것 같아`,
  () => '말하기 쉽지 않았을 텐데 여기까지 잘 꺼내 줬어',
];

const CLOSE_TAILS: readonly Line[] = [
  (f) => `이제 너와 ${f.partner}의 마음이 어디서 엇갈렸는지 같이 살펴보자.`,
  (f) => `다음에는 이 일을 ${f.partner}의 마음 쪽에서도 들여다보자.`,
  () => '이제 둘의 마음을 하나씩 같이 읽어 보자.',
  (f) => `이어서 ${josa(f.partner, '과/와')} 너, 둘의 마음이 어떻게 움직였는지 보자.`,
];

/**
 * Without a linked partner the room pauses after level 1 (DESIGN 6): the close says where the
 * talk goes on, and asks nothing the member could not answer while the chat waits.
 */
const CLOSE_TAILS_UNLINKED: readonly Line[] = [
  () =>
    '다음 단계에서는 연인의 마음까지 같이 살펴볼 거라, 연인과 연결되면 여기서부터 이어서 이야기하자.',
  () => '여기서부터는 연인과 연결되면 이어갈 수 있어, 연결하고 오면 둘의 마음을 같이 들여다보자.',
  () => '오늘 이야기는 여기까지 잘 담아 둘게, 연인과 연결되면 그때 둘의 마음을 이어서 살펴보자.',
];

/** The reply to a level-1 message: a reflection, then one question, or the level's close. */
export function level1Reply(f: Facts): string[] {
  if (f.closes) {
    return [
      reflection(f),
      compose(CLOSE_HEADS, f.linked ? CLOSE_TAILS : CLOSE_TAILS_UNLINKED, f, 81),
    ];
  }
  return [reflection(f), question(f)];
}
