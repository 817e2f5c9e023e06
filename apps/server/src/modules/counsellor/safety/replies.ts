import { SAFETY_SERVICES, type SafetyServiceId } from '@dama/contract';

import { vocative } from '../korean';
import { intentOf, type Intent } from './intent';
import type { RiskKind, SafetyReplyInput } from './types';

/**
 * What 담이 says in safety mode (DESIGN 6, issue 21): warm 반말, never a relationship tip, never a
 * suggestion to apologise to, understand or reassure someone who hurt or threatens the member.
 * Each reply acknowledges, says it is not their fault, names the services for the kind with their
 * numbers, and asks ONE question about their immediate safety. Later turns answer what the member
 * just wrote (safe now, the police, self-doubt, another subject). Wording varies by turn and room.
 */

/** `이름 번호` of one service (자살예방상담전화 109; 119 alone). */
function label(id: SafetyServiceId): string {
  const service = SAFETY_SERVICES[id];
  return service.name === service.number ? service.number : `${service.name} ${service.number}`;
}

const L = {
  suicide: label('suicide'),
  crisis: label('mentalCrisis'),
  ambulance: label('ambulance'),
  police: label('police'),
  women: label('women'),
  digital: label('digital'),
};

/** The help lines said while the member is hurt, threatened or in danger (not for self-harm). */
type AbuseKind = Exclude<RiskKind, 'SELF_HARM' | 'PARTNER_AT_RISK'>;

interface KindLines {
  /** First words: what they went through, heard. */
  ack: readonly string[];
  /** Not their fault. */
  fault: readonly string[];
  /** The kind's services with numbers (one or two sentences each). */
  services: readonly string[];
  /** The services again, shorter, for later turns. */
  near: readonly string[];
  /** One question about immediate safety (each holds the reply's only question mark). */
  question: readonly string[];
}

const ABUSE_FAULT = [
  '어떤 이유가 있었든 너를 다치게 하거나 겁주는 건 네 잘못이 아니야.',
  '네가 뭘 잘못해서 생긴 일이 아니야, 책임은 그렇게 한 사람한테 있어.',
  '네가 참고 넘겨야 하는 일이 아니고, 네 탓은 더더욱 아니야.',
];

const LINES: Readonly<Record<RiskKind, KindLines>> = {
  SELF_HARM: {
    ack: [
      '그렇게 무거운 마음을 말해 줘서 정말 고마워.',
      '얼마나 버거웠으면 그런 생각까지 들었을까, 털어놔 줘서 고마워.',
      '그 마음을 혼자 안고 있지 않고 나한테 꺼내 줘서 다행이야.',
    ],
    fault: [
      '네가 약해서 그런 게 아니야, 그만큼 오래 아팠던 거야.',
      '이런 마음이 드는 건 네 잘못이 아니고, 혼자 견디지 않아도 돼.',
      '지금 이 아픔이 너의 전부는 아니야, 그리고 너는 도움을 받아도 되는 사람이야.',
    ],
    services: [
      `${L.suicide}, ${L.crisis}에 전화하면 24시간 언제든 네 이야기를 들어 줘. 이미 몸을 다쳤거나 약을 먹었다면 바로 ${L.ambulance}에 전화해 줘.`,
      `${L.suicide}와 ${L.crisis}는 밤에도 주말에도 열려 있어. 몸이 다쳤거나 위험한 걸 먹었다면 망설이지 말고 ${L.ambulance}야.`,
      `지금 바로 이야기할 사람이 필요하면 ${L.suicide}나 ${L.crisis}에 전화해 줘, 위급하면 ${L.ambulance}에.`,
    ],
    near: [
      `${L.suicide}, ${L.crisis}, 급할 때는 ${L.ambulance}, 이 번호들은 늘 가까이 두자.`,
      `힘들어지면 언제든 ${L.suicide}나 ${L.crisis}, 위급하면 ${L.ambulance}를 떠올려 줘.`,
      `${L.suicide}와 ${L.crisis}는 24시간 열려 있고, 위급할 때는 ${L.ambulance}가 바로 와 줘.`,
    ],
    question: [
      '지금 너는 안전한 곳에 있어?',
      '혹시 지금 너를 해칠 수 있는 물건이 가까이 있어?',
      '지금 곁에 같이 있어 줄 수 있는 사람이 있어?',
    ],
  },
  PARTNER_AT_RISK: {
    ack: [
      '많이 놀라고 무서웠겠다, 바로 말해 줘서 고마워.',
      '소중한 사람이 위험하다는 걸 알았을 때 얼마나 떨렸을까.',
      '그 사람이 걱정돼서 여기까지 말해 준 거 정말 잘했어.',
    ],
    fault: [
      '그 사람이 이렇게 힘든 건 네 잘못이 아니야.',
      '그 사람의 위기를 너 혼자 다 책임지지 않아도 돼.',
      '네가 뭘 잘못해서 생긴 일이 아니야, 지금은 도움을 부르는 게 제일 중요해.',
    ],
    services: [
      `지금 위험한 상황이면 바로 ${L.ambulance}나 ${L.police}에 전화해 줘. 네가 안전하다면 도움이 올 때까지 그 사람 곁에 있어 주고, ${L.suicide}와 ${L.crisis}는 곁에 있는 사람을 걱정하는 너도 도와줘.`,
      `약을 먹었거나 다쳤거나 어디 있는지 모른다면 지금 ${L.ambulance}, ${L.police}에 연락하는 게 먼저야. ${L.suicide}, ${L.crisis}에서도 어떻게 도와야 할지 같이 알려 줘.`,
      `위험이 지금이라면 망설이지 말고 ${L.ambulance}나 ${L.police}야. 네 몸이 안전한 범위에서만 곁을 지켜 주고, ${L.suicide}와 ${L.crisis}에도 도움을 청할 수 있어.`,
    ],
    near: [
      `급하면 ${L.ambulance}, ${L.police}, 이야기가 필요하면 ${L.suicide}나 ${L.crisis}야.`,
      `${L.ambulance}와 ${L.police}는 지금 위험할 때, ${L.suicide}와 ${L.crisis}는 걱정하는 너를 위해서도 열려 있어.`,
      `위급하면 ${L.ambulance}나 ${L.police}, 마음이 무너질 것 같으면 ${L.suicide}, ${L.crisis}를 기억해 줘.`,
    ],
    question: [
      '그 사람이 지금 어디 있는지 알아?',
      '지금 그 사람과 연락이 닿아?',
      '지금 그 사람 곁에 같이 있어 줄 누군가가 있어?',
    ],
  },
  VIOLENCE: {
    ack: [
      '많이 무섭고 아팠겠다, 말해 줘서 고마워.',
      '그런 일을 겪고 여기까지 말하는 데 용기가 필요했을 거야.',
      '몸도 마음도 얼마나 놀랐을까, 털어놔 줘서 고마워.',
    ],
    fault: ABUSE_FAULT,
    services: [
      `지금 위험하거나 다시 그럴까 봐 무섭다면 바로 ${L.police}에 신고해 줘. ${L.women}은 24시간 상담하고 안전한 곳을 찾는 것도 도와줘.`,
      `위험할 때는 ${L.police}, 상담과 보호가 필요할 때는 ${L.women}이 24시간 열려 있어.`,
      `${L.police}는 지금 위험할 때, ${L.women}은 앞으로 어떻게 안전해질지 같이 정할 때 연락하면 돼.`,
    ],
    near: [
      `위험하면 ${L.police}, 상담은 ${L.women}, 이 두 번호는 가까이 두자.`,
      `${L.police}와 ${L.women}은 언제든 연락할 수 있어.`,
      `혹시 다시 위험해지면 바로 ${L.police}, 이야기가 필요하면 ${L.women}이야.`,
    ],
    question: ['지금 그 사람이 곁에 있어?', '지금 있는 곳은 안전해?', '혹시 지금 다친 데가 있어?'],
  },
  SEXUAL: {
    ack: [
      '말하기 정말 힘든 일이었을 텐데 들려줘서 고마워.',
      '그런 일을 겪었다니 얼마나 무섭고 혼란스러웠을까.',
      '꺼내 놓기까지 많이 망설였을 거야, 나한테 말해 줘서 고마워.',
    ],
    fault: [
      '네가 원하지 않았다면 그건 네 잘못이 아니야, 연인 사이여도 마찬가지야.',
      '싫다고 한 뒤에 일어난 일의 책임은 전부 그 사람한테 있어.',
      '어떤 상황이었든 동의 없는 일은 네 탓이 아니야.',
    ],
    services: [
      `${L.women}에서 24시간 상담받을 수 있고, 병원이나 경찰에 갈 때 함께해 줄 수도 있어. 지금 위험하다면 바로 ${L.police}에 신고해 줘.`,
      `${L.women}은 이런 일을 겪은 사람을 돕는 곳이야, 언제든 전화해도 돼. 지금 위험하면 ${L.police}야.`,
      `혼자 감당하지 말고 ${L.women}에 연락해 줘, 위급할 때는 ${L.police}가 바로 와 줘.`,
    ],
    near: [
      `${L.women}과 ${L.police}는 언제든 너를 도와줄 수 있어.`,
      `상담이 필요하면 ${L.women}, 위험하면 ${L.police}, 이 번호들은 꼭 기억해 줘.`,
      `${L.women}은 24시간이야, 위험할 땐 ${L.police}.`,
    ],
    question: [
      '지금은 안전한 곳에 있어?',
      '지금 그 사람과 떨어져 있어?',
      '지금 곁에 믿을 수 있는 사람이 있어?',
    ],
  },
  THREAT: {
    ack: [
      '그런 말을 들었다니 정말 무서웠겠다, 말해 줘서 고마워.',
      '그 말 때문에 얼마나 마음 졸였을까.',
      '위협을 받으면서 버텨 온 거구나, 털어놔 줘서 고마워.',
    ],
    fault: [
      '누가 어떤 말로 겁을 줘도 그건 네 잘못이 아니야.',
      '그 사람이 하는 말과 행동의 책임은 그 사람한테 있어, 네가 짊어질 게 아니야.',
      '겁을 줘서 너를 붙잡으려는 건 사랑이 아니야, 네 탓도 아니고.',
    ],
    services: [
      `위협은 신고할 수 있어, 지금 위험하면 바로 ${L.police}에 전화해 줘. ${L.women}은 24시간 상담하고 안전 계획도 같이 세워 줘.`,
      `위험하다고 느껴지면 ${L.police}, 어떻게 해야 할지 같이 정하고 싶으면 ${L.women}에 연락하면 돼.`,
      `${L.police}는 지금 위험할 때, ${L.women}은 혼자 감당하기 벅찰 때 언제든 연락할 수 있어.`,
    ],
    near: [
      `위험하면 ${L.police}, 상담은 ${L.women}, 가까이 두자.`,
      `${L.police}와 ${L.women}은 언제든 열려 있어.`,
      `혹시 다시 위협을 받으면 바로 ${L.police}, 이야기가 필요하면 ${L.women}이야.`,
    ],
    question: [
      '지금 그 사람이 근처에 있어?',
      '지금 있는 곳은 안전해?',
      '그 사람이 지금 네가 어디 있는지 알고 있어?',
    ],
  },
  IMAGE: {
    ack: [
      '그런 일을 당했다니 정말 무섭고 분했겠다, 말해 줘서 고마워.',
      '내 사진이나 영상이 어떻게 될지 몰라 얼마나 불안했을까.',
      '혼자 속으로 끙끙 앓았을 텐데 꺼내 줘서 고마워.',
    ],
    fault: [
      '찍히거나 퍼진 사람의 잘못이 아니라, 찍고 퍼뜨리거나 협박한 사람의 잘못이야.',
      '어떤 사진이었든 동의 없이 찍거나 퍼뜨리는 건 범죄고, 네 잘못은 없어.',
      '믿었던 사람한테 이런 일을 당한 건 네 탓이 아니야.',
    ],
    services: [
      `${L.digital}에서 촬영물 삭제를 도와주고 상담도 해 줘. 협박을 받고 있다면 ${L.police}에 신고할 수 있고, ${L.women}도 함께해 줘.`,
      `${L.digital}는 퍼진 사진과 영상을 지우는 일을 도와주는 곳이야. 지금 위험하거나 협박이 계속되면 ${L.police}, 상담은 ${L.women}이야.`,
      `혼자 지우려고 애쓰지 않아도 돼, ${L.digital}가 도와줘. ${L.police}와 ${L.women}에도 언제든 연락할 수 있어.`,
    ],
    near: [
      `삭제 지원은 ${L.digital}, 신고는 ${L.police}, 상담은 ${L.women}이야.`,
      `${L.digital}와 ${L.police}, ${L.women}은 언제든 너를 도와줄 수 있어.`,
      `혹시 또 협박이 오면 ${L.police}, 지우는 일은 ${L.digital}가 도와줘.`,
    ],
    question: [
      '지금 그 사람이 또 연락하거나 협박하고 있어?',
      '지금 너는 안전한 곳에 있어?',
      '혹시 지금 그 사람과 같이 있어?',
    ],
  },
  STALKING: {
    ack: [
      '누가 계속 따라오고 지켜본다니 정말 무섭겠다, 말해 줘서 고마워.',
      '어디에 있어도 마음을 놓을 수 없었겠다.',
      '그동안 얼마나 불안하게 지냈을까, 털어놔 줘서 고마워.',
    ],
    fault: [
      '싫다고 했는데도 찾아오고 지켜보는 건 스토킹이고, 네 잘못이 아니야.',
      '네가 단호하지 못해서 생긴 일이 아니야, 책임은 그 사람한테 있어.',
      '따라다니고 감시하는 건 범죄야, 네가 참아야 할 일이 아니야.',
    ],
    services: [
      `스토킹은 신고할 수 있어, 지금 근처에 있거나 무서우면 바로 ${L.police}에 전화해 줘. ${L.women}은 24시간 상담하고 안전 계획도 같이 세워 줘.`,
      `위험하다고 느껴지면 ${L.police}, 어떻게 해야 할지 같이 정하고 싶으면 ${L.women}에 연락하면 돼.`,
      `${L.police}는 지금 무서울 때, ${L.women}은 혼자 감당하기 벅찰 때 언제든 연락할 수 있어.`,
    ],
    near: [
      `무서우면 바로 ${L.police}, 상담은 ${L.women}, 가까이 두자.`,
      `${L.police}와 ${L.women}은 언제든 열려 있어.`,
      `그 사람이 다시 나타나면 ${L.police}, 이야기가 필요하면 ${L.women}이야.`,
    ],
    question: [
      '지금 그 사람이 근처에 있어?',
      '지금 있는 곳은 안전해?',
      '지금 문은 잠겨 있고 믿을 만한 사람이 가까이 있어?',
    ],
  },
  CONTROL: {
    ack: [
      '그렇게 묶여 지내는 게 얼마나 숨 막혔을까, 말해 줘서 고마워.',
      '하나하나 허락받고 감시당하면서 많이 지쳤겠다.',
      '혼자 견뎌 온 시간이 길었구나, 털어놔 줘서 고마워.',
    ],
    fault: [
      '너를 가두고 떼어 놓고 돈이나 폰을 뺏는 건 통제고, 네 잘못이 아니야.',
      '네가 뭘 잘못해서 이렇게 된 게 아니야, 책임은 통제하는 사람한테 있어.',
      '사랑한다는 이유로 너를 묶어 둘 수는 없어, 네 탓이 아니야.',
    ],
    services: [
      `${L.women}에서 24시간 상담하고, 안전하게 지낼 곳을 찾는 것도 도와줘. 못 나가게 막거나 위험하다면 바로 ${L.police}에 신고해 줘.`,
      `${L.women}은 이런 통제를 겪는 사람을 돕는 곳이야. 지금 위험하면 ${L.police}야.`,
      `혼자 빠져나오려고 애쓰지 않아도 돼, ${L.women}에 연락해 줘. 갇혀 있거나 위급하면 ${L.police}가 바로 와 줘.`,
    ],
    near: [
      `상담은 ${L.women}, 위험하면 ${L.police}, 이 번호들은 기억해 두자.`,
      `${L.women}과 ${L.police}는 언제든 너를 도와줄 수 있어.`,
      `혹시 못 나가게 막히면 바로 ${L.police}, 이야기가 필요하면 ${L.women}이야.`,
    ],
    question: [
      '지금 그 사람이 같이 있어?',
      '지금 혼자 밖으로 나올 수 있는 상황이야?',
      '지금 연락할 수 있는 믿을 만한 사람이 있어?',
    ],
  },
};

/** Answers to what the member just wrote, for later turns. */
const SAFE_NOW = [
  '안전하다니 정말 다행이야.',
  '지금은 괜찮다니 나도 한시름 놓였어.',
  '안전하게 있다는 말 들으니 마음이 놓여.',
];
const SAFE_CHECK: Readonly<Record<RiskKind, readonly string[]>> = {
  SELF_HARM: [
    '혹시 그 마음이 다시 커지면 바로 말해 줄 수 있어?',
    '지금 곁에 같이 있어 줄 사람이 있어?',
    '오늘 밤은 안전하게 보낼 수 있을 것 같아?',
  ],
  PARTNER_AT_RISK: [
    '그 사람 곁에는 지금 누가 같이 있어?',
    '너도 지금 괜찮은 거 맞아?',
    '혹시 다시 위험해 보이면 바로 연락할 수 있어?',
  ],
  VIOLENCE: [],
  SEXUAL: [],
  THREAT: [],
  IMAGE: [],
  STALKING: [],
  CONTROL: [],
};
const ABUSE_CHECK = [
  '혹시 그 사람이 다시 찾아오거나 연락하면 바로 도움을 부를 수 있어?',
  '오늘 밤은 안전한 곳에서 지낼 수 있어?',
  '지금 곁에 믿을 수 있는 사람이 있어?',
];

const POLICE: Readonly<Record<'IMAGE' | 'ABUSE' | 'SELF', readonly string[]>> = {
  ABUSE: [
    `응, 신고할 수 있어. 지금 위험하면 바로 ${L.police}에 전화하면 돼. 사진, 메시지 캡처, 병원 진단서 같은 증거는 지우지 말고 모아 두면 도움이 돼. ${L.women}에 연락하면 경찰서나 병원에 갈 때 같이 가 줄 수도 있어.`,
    `신고해도 돼, 그건 너를 지키는 일이야. ${L.police}에 전화하면 되고, 다친 곳 사진이나 메시지 캡처, 진단서는 꼭 남겨 둬. 혼자 가기 겁나면 ${L.women}에서 함께해 줄 수 있어.`,
    `응, ${L.police}로 신고할 수 있어. 증거가 될 만한 사진, 메시지 캡처, 진단서는 지우지 말고 안전한 곳에 따로 저장해 두자. ${L.women}은 신고 과정도 같이 도와줘.`,
  ],
  IMAGE: [
    `응, 몰래 찍는 것도, 퍼뜨리는 것도, 퍼뜨리겠다고 협박하는 것도 모두 신고할 수 있어. ${L.police}에 신고하면 되고, 협박 메시지나 게시물 주소는 지우지 말고 캡처해 두자. ${L.digital}는 퍼진 촬영물 삭제를 도와주고, ${L.women}도 함께해 줘.`,
    `신고해도 돼, 그건 범죄야. 증거가 되니까 협박 메시지나 올라간 곳의 화면은 지우지 말고 캡처해 둬. ${L.police}에 신고할 수 있고, ${L.digital}가 삭제와 상담을 도와줘.`,
    `응, ${L.police}로 신고할 수 있어. 메시지와 게시물은 캡처해서 남겨 두고, 지우는 일은 ${L.digital}에 맡겨도 돼. ${L.women}에서도 같이 가 줄 수 있어.`,
  ],
  SELF: [
    `응, 지금 위험하다면 ${L.police}나 ${L.ambulance}에 바로 연락해도 돼.`,
    `급한 상황이면 망설이지 말고 ${L.ambulance}나 ${L.police}에 전화해 줘.`,
    `위험이 지금이라면 ${L.ambulance}, ${L.police}가 바로 와 줄 수 있어.`,
  ],
};

/** Self-doubt, wanting to apologise or to understand him: never agreed with. */
const DOUBT_ABUSE = [
  '네가 예민해서 그런 게 아니야, 무서운 일을 무섭다고 느끼는 거야.',
  '그 사람 마음을 먼저 풀어 주거나 헤아리려고 애쓰지 않아도 돼.',
  '사랑하는 마음이 남아 있어도 괜찮아, 그래도 너를 다치게 하는 건 괜찮은 일이 아니야.',
];
const DOUBT_SELF = [
  '네가 예민해서가 아니야, 그만큼 아팠던 거야.',
  '지금 누구 마음을 챙기기보다 네 마음과 몸을 먼저 챙겨도 돼.',
  '그런 생각이 드는 것도 자연스러워, 그래도 네가 힘든 건 네 잘못이 아니야.',
];
const SAFETY_FIRST = [
  '지금은 무엇보다 네가 안전한 게 먼저야.',
  '다른 무엇보다 네 안전이 제일 중요해.',
  '지금 제일 중요한 건 너를 지키는 거, 네 안전이야.',
];

/** Image abuse: the evidence stays (deleting is what 02-735-8994 helps with). */
const KEEP_EVIDENCE = [
  '사진이나 메시지는 지우지 말고 증거로 남겨 두자.',
  '협박 메시지나 게시물 화면은 지우지 말고 캡처해 두자.',
  '증거가 될 수 있으니 대화나 게시물은 지우지 말고 따로 저장해 둬.',
];

const ELSEWHERE = [
  '다른 이야기를 해도 괜찮아, 나는 계속 들을게.',
  '무슨 이야기든 편하게 해도 돼, 여기 있을게.',
  '하고 싶은 이야기로 넘어가도 괜찮아, 천천히 들을게.',
];

const LATER_ACK = [
  '계속 이야기해 줘서 고마워.',
  '여기서 같이 이야기하고 있어 줘서 고마워.',
  '말해 준 거 하나하나 잘 듣고 있어.',
];

/** A deterministic number from the room and a slot name (djb2). */
function seed(roomId: number, slot: string): number {
  let hash = 5381 + (roomId | 0);
  for (const char of slot) hash = ((hash << 5) + hash + char.charCodeAt(0)) | 0;
  return Math.abs(hash);
}

/** One of `options`, by room and slot; consecutive turns never get the same one. */
function pick(options: readonly string[], input: SafetyReplyInput, slot: string): string {
  return options[(seed(input.roomId, slot) + input.turn) % options.length] ?? options[0] ?? '';
}

function isAbuse(kind: RiskKind): kind is AbuseKind {
  return kind !== 'SELF_HARM' && kind !== 'PARTNER_AT_RISK';
}

function body(input: SafetyReplyInput, intent: Intent): string[] {
  const lines = LINES[input.kind];
  const p = (options: readonly string[], slot: string) => pick(options, input, slot);
  const abuse = isAbuse(input.kind);
  if (input.turn === 0) {
    // The first reply names every service; it also answers a question asked with the risk
    // (경찰에 신고해야 할까?, 내가 사과해야 하나).
    if (intent === 'POLICE') {
      const police = input.kind === 'IMAGE' ? POLICE.IMAGE : abuse ? POLICE.ABUSE : POLICE.SELF;
      return [p(police, 'police'), p(lines.services, 'services'), p(lines.question, 'q')];
    }
    const doubt = intent === 'DOUBT' ? [p(abuse ? DOUBT_ABUSE : DOUBT_SELF, 'doubt')] : [];
    return [
      p(lines.ack, 'ack'),
      ...doubt,
      p(lines.fault, 'fault'),
      p(lines.services, 'services'),
      p(lines.question, 'q'),
    ];
  }
  switch (intent) {
    case 'SAFE': {
      const check = abuse ? ABUSE_CHECK : SAFE_CHECK[input.kind];
      return [p(SAFE_NOW, 'safe'), p(lines.near, 'near'), p(check, 'check')];
    }
    case 'POLICE': {
      const police = input.kind === 'IMAGE' ? POLICE.IMAGE : abuse ? POLICE.ABUSE : POLICE.SELF;
      const extra = abuse ? [] : [p(lines.near, 'near')];
      return [p(police, 'police'), ...extra, p(lines.question, 'q')];
    }
    case 'DOUBT': {
      const doubt = abuse ? DOUBT_ABUSE : DOUBT_SELF;
      const keep = input.kind === 'IMAGE' ? [p(KEEP_EVIDENCE, 'keep')] : [];
      return [
        p(doubt, 'doubt'),
        p(lines.fault, 'fault'),
        p(SAFETY_FIRST, 'first'),
        ...keep,
        p(lines.near, 'near'),
        p(lines.question, 'q'),
      ].slice(0, 6);
    }
    case 'ELSEWHERE':
      return [p(ELSEWHERE, 'else'), p(lines.near, 'near'), p(lines.question, 'q')];
    case 'OTHER':
      return [
        p(LATER_ACK, 'later'),
        p(lines.fault, 'fault'),
        p(lines.near, 'near'),
        p(lines.question, 'q'),
      ];
  }
}

/**
 * 담이's reply in safety mode: 3–6 sentences of warm 반말, the kind's services with their numbers,
 * one question about the member's immediate safety.
 */
export function safetyReply(input: SafetyReplyInput): string {
  const sentences = body(input, intentOf(input.text));
  const name = vocative(input.nickname);
  const [first = '', ...rest] = sentences;
  return [name ? `${name}, ${first}` : first, ...rest].join(' ');
}
