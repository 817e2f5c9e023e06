import { safetyServiceLabels } from '@dama/contract';

/**
 * The main help lines as `이름 번호` (kept for callers of the old safety reply; safety replies now
 * name the services of each kind from `@dama/contract`).
 */
export const HELP_LINES = {
  suicidePrevention: safetyServiceLabels('SELF_HARM')[0] ?? '자살예방상담전화 109',
  womenEmergency: safetyServiceLabels('CONTROL')[0] ?? '여성긴급전화 1366',
  police: safetyServiceLabels('VIOLENCE')[0] ?? '긴급신고 112',
} as const;
