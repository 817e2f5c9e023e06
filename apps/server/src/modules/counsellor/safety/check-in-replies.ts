/**
 * What 담이 says in a check-in (issue 35, decision 0073): warm 반말, what it heard, then one
 * direct question whether the member is safe — the practice crisis counsellors teach: ask, do
 * not guess. No services and no numbers (that is safety mode's, after a yes); nothing about the
 * relationship.
 */
import { vocative } from '../korean';
import type { SignTopic } from './signs';

export interface CheckInReplyInput {
  topic: SignTopic;
  nickname: string;
  /** Seed for deterministic variety. */
  roomId: number;
}

/** The opening: what 담이 noticed, said gently. */
const HEARD: Readonly<Record<SignTopic, readonly string[]>> = {
  FAREWELL: [
    '방금 한 말이 작별 인사처럼 들려서 마음이 쓰였어.',
    '네 말에서 어딘가 떠나려는 마음이 느껴져서 그냥 넘길 수가 없었어.',
  ],
  PLACE: [
    '그 얘기를 듣고 네가 어떤 마음으로 거기 있었는지 마음이 쓰였어.',
    '그곳 얘기가 마음에 걸려서 그냥 지나칠 수가 없었어.',
  ],
  MEANS: [
    '그 얘기를 듣고 네 마음이 어떤지 걱정이 됐어.',
    '방금 한 말이 마음에 걸려서 그냥 넘길 수가 없었어.',
  ],
  HARM: [
    '그 얘기를 꺼내 줘서 고마워, 네 마음이 많이 아픈 것 같아서 걱정돼.',
    '그런 말을 하기까지 얼마나 힘들었을지 마음이 쓰였어.',
  ],
  WISH: [
    '가볍게 한 말일 수도 있지만 그냥 넘기고 싶지 않았어.',
    '농담처럼 들리기도 하는데, 혹시 몰라서 한 번 꼭 물어보고 싶었어.',
  ],
  VIOLENCE: [
    '그 상황을 듣고 네가 괜찮은지 걱정이 됐어.',
    '방금 얘기가 마음에 걸려서 그냥 넘길 수가 없었어.',
  ],
  WEAPON: [
    '그 얘기를 듣고 네가 무섭지는 않았을까 걱정이 됐어.',
    '그런 물건 얘기가 나와서 네가 괜찮은지 마음이 쓰였어.',
  ],
};

/** The question: direct, one question mark; every check-in reply ends with one of these. */
export const CHECK_IN_QUESTIONS: Readonly<Record<SignTopic, string>> = {
  FAREWELL:
    '그래서 솔직하게 물어볼게. 혹시 스스로를 해치거나 삶을 끝내야겠다는 생각을 하고 있어? 어떤 대답이어도 괜찮아.',
  PLACE:
    '그래서 솔직하게 물어볼게. 혹시 거기서 스스로를 해치거나 죽고 싶다는 생각이 들었어? 어떤 대답이어도 괜찮아.',
  MEANS:
    '그래서 솔직하게 물어볼게. 혹시 그걸로 스스로를 해칠 생각을 하고 있어? 어떤 대답이어도 괜찮아.',
  HARM: '그래서 솔직하게 물어볼게. 혹시 스스로를 다치게 하고 있거나 그러고 싶은 마음이 들어? 어떤 대답이어도 괜찮아.',
  WISH: '그래서 솔직하게 물어볼게. 혹시 정말로 죽고 싶다거나 사라지고 싶은 마음이 들어? 어떤 대답이어도 괜찮아.',
  VIOLENCE:
    '그래서 솔직하게 물어볼게. 지금 너는 안전해? 그 사람이 너나 아이를 다치게 하거나 겁을 준 적이 있어? 어떤 대답이어도 괜찮아.',
  WEAPON:
    '그래서 솔직하게 물어볼게. 그 사람이 그걸로 너를 위협하거나 겁을 준 거야? 지금 너는 안전해? 어떤 대답이어도 괜찮아.',
};

/** 담이's check-in: the member's name (아/야), what it heard, the direct question. */
export function checkInReply(input: CheckInReplyInput): string {
  const heard = HEARD[input.topic];
  const first = heard[Math.abs(input.roomId) % heard.length]!;
  const name = vocative(input.nickname);
  return [name ? `${name}, ${first}` : first, CHECK_IN_QUESTIONS[input.topic]].join(' ');
}

/** Whether a reply is a check-in (the evaluation reads the room's replies as a client would). */
export function isCheckInReply(text: string): boolean {
  return Object.values(CHECK_IN_QUESTIONS).some((question) => text.endsWith(question));
}
