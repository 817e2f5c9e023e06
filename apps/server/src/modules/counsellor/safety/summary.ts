import { safetyServiceLabels } from '@dama/contract';

import type { RiskKind, SafetySummary } from './types';

/** The summary of a room that ended in safety mode (해요체, shown on the result screen). */

interface KindSummary {
  /** The title, from the member's side. */
  title: string;
  /** The kind in one or two words. */
  situation: string;
  /** What the conversation was about, before the services. */
  about: string;
}

const SUMMARIES: Readonly<Record<RiskKind, KindSummary>> = {
  SELF_HARM: {
    title: '힘든 마음을 꺼내 놓고 내 안전을 먼저 살핀 시간',
    situation: '마음의 위기',
    about: '이 대화에서는 무거운 마음을 꺼내 놓고, 지금 안전한지를 먼저 살폈어요.',
  },
  PARTNER_AT_RISK: {
    title: '소중한 사람의 위기 앞에서 도움을 찾은 시간',
    situation: '연인의 위기',
    about:
      '이 대화에서는 위험에 놓인 사람을 위해 지금 바로 부를 수 있는 도움과 내 안전을 살폈어요.',
  },
  VIOLENCE: {
    title: '내 몸과 마음의 안전을 먼저 살핀 시간',
    situation: '데이트 폭력',
    about: '이 대화에서는 폭력을 겪은 뒤 지금 안전한지를 먼저 살폈어요.',
  },
  SEXUAL: {
    title: '내 잘못이 아닌 일을 말하고 안전을 살핀 시간',
    situation: '성폭력',
    about: '이 대화에서는 원하지 않은 일을 겪은 뒤 지금 안전한지를 먼저 살폈어요.',
  },
  THREAT: {
    title: '위협 속에서 내 안전을 먼저 살핀 시간',
    situation: '위협',
    about: '이 대화에서는 위협을 받은 뒤 지금 안전한지를 먼저 살폈어요.',
  },
  IMAGE: {
    title: '내 사진과 영상, 내 안전을 지키려 한 시간',
    situation: '불법 촬영',
    about: '이 대화에서는 동의 없는 촬영과 유포, 협박에서 나를 지킬 방법과 지금의 안전을 살폈어요.',
  },
  STALKING: {
    title: '불안한 날들 속에서 내 안전을 살핀 시간',
    situation: '스토킹',
    about: '이 대화에서는 따라오고 지켜보는 사람에게서 지금 안전한지를 먼저 살폈어요.',
  },
  CONTROL: {
    title: '나를 묶어 두는 관계에서 내 안전을 살핀 시간',
    situation: '통제',
    about: '이 대화에서는 자유를 빼앗기는 상황에서 지금 안전한지를 먼저 살폈어요.',
  },
};

/**
 * The summary of a room that ended in safety mode: about the member's safety (not a couple's
 * quarrel), naming the kind and listing its services with their numbers.
 */
export function safetySummary(kind: RiskKind): SafetySummary {
  const entry = SUMMARIES[kind];
  const services = safetyServiceLabels(kind).join(', ');
  return {
    totalSummary: entry.title,
    situationKeyword: entry.situation,
    solutionKeyword: '도움 요청',
    summary: `${entry.about} 도움받을 수 있는 곳: ${services}.`,
  };
}
