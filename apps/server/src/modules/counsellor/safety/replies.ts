import { vocative } from '../korean';

import type { RiskKind, SafetyReplyInput } from './types';

/** What 담이 says in safety mode (DESIGN 6). */

/** The help lines we name (DESIGN 6). */
export const HELP_LINES = {
  suicidePrevention: '자살예방상담전화 109',
  womenEmergency: '여성긴급전화 1366',
  police: '긴급신고 112',
} as const;

function group(kind: RiskKind): 'SELF_HARM' | 'VIOLENCE' | 'ABUSE' {
  if (kind === 'SELF_HARM' || kind === 'PARTNER_AT_RISK') return 'SELF_HARM';
  return kind === 'VIOLENCE' ? 'VIOLENCE' : 'ABUSE';
}

/** A caring reply in 반말 with the Korean help lines that fit `kind` (all three are named). */
export function safetyReply(input: SafetyReplyInput): string {
  const name = vocative(input.nickname);
  switch (group(input.kind)) {
    case 'SELF_HARM':
      return [
        `${name}, 그런 마음까지 꺼내 줘서 정말 고마워.`,
        '지금 많이 버겁고 아픈 거구나. 그 무게를 혼자 견디지 않아도 돼.',
        `${HELP_LINES.suicidePrevention}에 전화하면 24시간 언제든 네 이야기를 들어 줄 사람이 있어.`,
        `혹시 지금 당장 위험하다면 망설이지 말고 ${HELP_LINES.police}로 연락해 줘.`,
        `누군가에게 상처받고 있는 상황이라면 ${HELP_LINES.womenEmergency}도 도와줄 거야.`,
        '나도 여기 있을게. 네 마음이 조금이라도 편해질 때까지 천천히 이야기하자.',
      ].join(' ');
    case 'VIOLENCE':
      return [
        `${name}, 많이 무섭고 놀랐겠다. 말해 줘서 고마워.`,
        '누가 어떤 이유를 대더라도 몸을 다치게 하는 건 괜찮은 일이 아니야. 네 잘못이 아니야.',
        `지금 위험하거나 다시 그럴까 봐 걱정된다면 바로 ${HELP_LINES.police}에 신고해 줘.`,
        `${HELP_LINES.womenEmergency}에서는 24시간 상담과 안전한 곳을 찾는 일을 함께해 줘.`,
        `마음이 너무 힘들어지면 ${HELP_LINES.suicidePrevention}도 언제든 열려 있어.`,
        '무엇보다 네가 안전한 게 제일 중요해. 나는 여기서 계속 네 편이야.',
      ].join(' ');
    case 'ABUSE':
      return [
        `${name}, 그런 일을 겪고 있다니 얼마나 두렵고 힘들었을까. 털어놔 줘서 고마워.`,
        '이건 네가 참고 넘겨야 하는 일이 아니고, 네 잘못도 아니야.',
        `${HELP_LINES.womenEmergency}에 연락하면 24시간 상담을 받고 어떻게 하면 좋을지 함께 정할 수 있어.`,
        `당장 위험하다고 느껴지면 바로 ${HELP_LINES.police}에 신고해 줘.`,
        `마음이 무너질 것 같을 때는 ${HELP_LINES.suicidePrevention}에서도 이야기를 들어 줄 거야.`,
        '네가 안전하고 편안해지는 게 가장 먼저야. 나도 곁에서 들을게.',
      ].join(' ');
  }
}
