// Test helper: contract data as the API returns it, and what the analytics debug sink recorded.
import {
  ErrorCode,
  errorMessages,
  httpStatusOf,
  NO_RESPONSE,
  type ErrorCodeName,
  type ErrorCodeValue,
  type ChatMessage,
  type ChatSummary,
  type CurrentRoom,
  type Member,
  type Partner,
  type Question,
  type QuestionAnswers,
  type RoomItem,
  type TermsItem,
} from '@dama/contract';
import { ApiError } from '@/shared/api/api-error';

/** An onboarded member who has not taken the attachment test; override what a test needs. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    memberId: 21,
    memberState: 'ALIVE',
    provider: 'KAKAO',
    nickname: '담아',
    email: 'dama@example.com',
    startLoveDate: '2024-03-01',
    loveTypeCategory: null,
    anxietyRate: null,
    avoidanceRate: null,
    totalChatRoomCount: 0,
    totalCoupleQuestionCount: 0,
    ...overrides,
  };
}

/** A member in the middle of onboarding: no nickname and no start date yet. */
export function makeOnboardingMember(overrides: Partial<Member> = {}): Member {
  return makeMember({
    memberState: 'BEFORE_ONBOARDING',
    nickname: null,
    startLoveDate: null,
    ...overrides,
  });
}

/** A linked partner who has taken the test (anxious type); override what a test needs. */
export function makePartner(overrides: Partial<Partner> = {}): Partner {
  return {
    memberState: 'ALIVE',
    nickname: '서연',
    loveTypeCategory: 'ANXIETY_TYPE',
    anxietyRate: 3.12,
    avoidanceRate: 2.05,
    startLoveDate: '2024-03-01',
    isStartLoveDateUpdated: false,
    ...overrides,
  };
}

function term(
  termsId: number,
  termsType: TermsItem['termsType'],
  title: string,
  isRequired: boolean,
): TermsItem {
  return {
    termsType,
    content: {
      termsId,
      title,
      version: 1,
      isRequired,
      details: [
        { type: 'TITLE', content: `${title} 제1조` },
        { type: 'CONTENT', content: `${title}의 내용이에요.` },
      ],
    },
  };
}

/** The four terms GET /terms returns, in the contract's order (marketing is optional). */
export function makeTerms(): TermsItem[] {
  return [
    term(1, 'AGE_VERIFICATION', '만 14세 이상이에요', true),
    term(2, 'SERVICE_USAGE', '서비스 이용약관', true),
    term(3, 'PRIVACY_POLICY', '개인정보 수집 및 이용', true),
    term(4, 'MARKETING', '마케팅 정보 수신', false),
  ];
}

/** The current chat room: level 1, talked in (ALIVE), no reply under way. */
export function makeRoom(overrides: Partial<CurrentRoom> = {}): CurrentRoom {
  return {
    chatRoomId: 7,
    chatRoomState: 'ALIVE',
    level: 1,
    pausedReason: null,
    createdAt: '2026-11-24T10:00:00.000+09:00',
    lastMessageAt: '2026-11-24T10:05:00.000+09:00',
    pendingReply: false,
    safetyMode: null,
    ...overrides,
  };
}

/** A chat message (담이's, level 1, DONE) with its id. */
export function makeChatMessage(
  messageId: number,
  overrides: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    messageId,
    senderType: 'ASSISTANT',
    content: `메시지 ${messageId}`,
    level: 1,
    createdAt: '2026-11-24T10:00:00.000+09:00',
    status: 'DONE',
    ...overrides,
  };
}

/** A ready summary of room 7 that went through three levels. */
export function makeSummary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    chatRoomId: 7,
    createdAt: '2026-11-24T10:00:00.000+09:00',
    completedAt: '2026-11-24T11:00:00.000+09:00',
    summaryState: 'READY',
    totalSummary: '연락 문제로 서운했던 마음을 나눈 대화',
    firstSummary: '답장이 늦어 서운했어요.',
    secondSummary: '불안한 마음이 커졌어요.',
    thirdSummary: '연락 약속을 정해 보기로 했어요.',
    situationKeyword: '연락',
    solutionKeyword: '연락 약속',
    safetyMode: null,
    ...overrides,
  };
}

/** A history entry (GET /chatrooms): a completed room with its title and keywords. */
export function makeRoomItem(overrides: Partial<RoomItem> = {}): RoomItem {
  return {
    chatRoomId: 7,
    totalSummary: '연락 문제로 서운했던 마음을 나눈 대화',
    situationKeyword: '연락',
    solutionKeyword: '연락 약속',
    createdAt: '2026-11-24T10:00:00.000+09:00',
    completedAt: '2026-11-24T11:00:00.000+09:00',
    ...overrides,
  };
}

/** A couple question (today's, by default): level 1, nobody has answered. */
export function makeQuestion(overrides: Partial<Question> = {}): Question {
  const level = overrides.level ?? 1;
  return {
    coupleQuestionId: 100 + level,
    title: `${level}번째 마음 질문`,
    content: '처음 만난 날, 서로에게 가장 먼저 눈에 띈 건 무엇이었나요?',
    level,
    meAnswered: false,
    partnerAnswered: false,
    createdAt: '2026-11-24T09:00:00.000+09:00',
    ...overrides,
  };
}

/**
 * A question's answers (GET /questions/{id}/answers) for a linked couple: nobody answered yet.
 * Override `me` / `partner` (or set `partner: null` for a member with no partner).
 */
export function makeAnswers(overrides: Partial<QuestionAnswers> = {}): QuestionAnswers {
  const question = makeQuestion();
  return {
    coupleQuestionId: question.coupleQuestionId,
    title: question.title,
    content: question.content,
    level: question.level,
    createdAt: question.createdAt,
    me: { nickname: '담아', answer: null, answered: false, updatable: false },
    partner: { nickname: '서연', answer: null, answered: false, updatable: false },
    responses: { fromPartner: NO_RESPONSE, fromMe: NO_RESPONSE },
    ...overrides,
  };
}

/** A list endpoint's `data` (`{ size, totalCount, list }`) holding all of `list`. */
export function pageOf<T>(list: T[]): { size: number; totalCount: number; list: T[] } {
  return { size: list.length, totalCount: list.length, list };
}

/** The error the API client throws when the server answers `code` (with its message). */
export function apiError(code: ErrorCodeValue, message: string = errorMessages[code]): ApiError {
  const codeName = (Object.keys(ErrorCode) as ErrorCodeName[]).find(
    (name) => ErrorCode[name] === code,
  );
  return new ApiError(message, { code, codeName, status: httpStatusOf(code) });
}

/** The `button_name`s tracked so far (the debug analytics sink). */
export function trackedButtons(): string[] {
  return (window.__DAMA_ANALYTICS__ ?? [])
    .filter((entry) => entry.event === 'button_click')
    .map((entry) => String(entry.props.button_name));
}
