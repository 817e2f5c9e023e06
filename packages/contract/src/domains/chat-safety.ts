/**
 * Safety mode (DESIGN 6, issue 21): the kinds of risk a counselling room can be in and the
 * services 담이 names for each. Zod-free, so the chat screen's first load can show the services
 * without the schemas. Extension of CONTRACT 4.6: `CurrentRoom.safetyMode` and
 * `Summary.safetyMode` carry the kind (null: an ordinary room).
 */

export const SAFETY_KINDS = [
  /** The member's own suicidal thoughts or self-harm (direct, indirect, means, preparation). */
  'SELF_HARM',
  /** The partner (or someone else) in danger of suicide or self-harm right now. */
  'PARTNER_AT_RISK',
  /** Physical violence: hitting, pushing, strangulation, weapons, thrown objects at the member. */
  'VIOLENCE',
  /** Sexual violence and sex without consent. */
  'SEXUAL',
  /** Threats to kill or hurt, or threats of self-harm used to control ("헤어지면 죽어버릴 거야"). */
  'THREAT',
  /** Image-based abuse: filming without consent, posting or threatening to post images. */
  'IMAGE',
  /** Stalking, following, location tracking, turning up uninvited after being told not to. */
  'STALKING',
  /** Coercive control: confinement, isolation, taking money or phone, punishing contact. */
  'CONTROL',
] as const;
export type SafetyKind = (typeof SAFETY_KINDS)[number];

export interface SafetyService {
  /** 자살예방상담전화 */
  name: string;
  /** As written: 109, 1577-0199, 02-735-8994. */
  number: string;
  /** What it is for, in 해요체 noun phrases (shown under the name). */
  note: string;
}

/** The services 담이 names. Numbers as published by the services themselves (decision 0034). */
export const SAFETY_SERVICES = {
  suicide: { name: '자살예방상담전화', number: '109', note: '24시간 자살 예방 상담' },
  mentalCrisis: {
    name: '정신건강위기상담',
    number: '1577-0199',
    note: '24시간 정신건강 위기 상담',
  },
  women: { name: '여성긴급전화', number: '1366', note: '24시간 폭력 피해 상담과 보호' },
  police: { name: '긴급신고', number: '112', note: '지금 위험할 때 경찰 신고' },
  ambulance: { name: '119', number: '119', note: '다쳤거나 약을 먹었을 때 구급' },
  digital: {
    name: '디지털성범죄피해자지원센터',
    number: '02-735-8994',
    note: '촬영물 삭제 지원과 상담',
  },
} as const satisfies Record<string, SafetyService>;
export type SafetyServiceId = keyof typeof SAFETY_SERVICES;

/** Which services fit each kind, most urgent first. */
export const SAFETY_SERVICES_BY_KIND: Readonly<Record<SafetyKind, readonly SafetyServiceId[]>> = {
  SELF_HARM: ['suicide', 'mentalCrisis', 'ambulance'],
  PARTNER_AT_RISK: ['ambulance', 'police', 'suicide', 'mentalCrisis'],
  VIOLENCE: ['police', 'women'],
  SEXUAL: ['women', 'police'],
  THREAT: ['police', 'women'],
  IMAGE: ['digital', 'police', 'women'],
  STALKING: ['police', 'women'],
  CONTROL: ['women', 'police'],
};

/** The kind's services as `이름 번호` for a sentence (자살예방상담전화 109). */
export function safetyServiceLabels(kind: SafetyKind): string[] {
  return SAFETY_SERVICES_BY_KIND[kind].map((id) => {
    const service = SAFETY_SERVICES[id];
    return service.name === service.number ? service.number : `${service.name} ${service.number}`;
  });
}

/** Digits only, for a `tel:` link. */
export function telHref(service: SafetyService): string {
  return `tel:${service.number.replace(/[^0-9]/g, '')}`;
}
