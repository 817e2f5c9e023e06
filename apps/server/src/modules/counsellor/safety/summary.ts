import { safetyServiceLabels } from '@dama/contract';
import type { RiskKind, SafetySummary } from './types';

/** The summary of a room that ended in safety mode: about safety, with the kind's services. */
export function safetySummary(kind: RiskKind): SafetySummary {
  const services = safetyServiceLabels(kind).join(', ');
  return {
    totalSummary: '내 안전을 먼저 살핀 시간',
    situationKeyword: '안전',
    solutionKeyword: '도움 요청',
    summary: `이 대화에서는 지금 안전한지를 먼저 살폈어요. 도움받을 수 있는 곳: ${services}.`,
  };
}
