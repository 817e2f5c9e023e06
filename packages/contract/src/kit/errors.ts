/**
 * Error codes of CONTRACT section 3. HTTP status = floor(code / 100). 40800, 43100 and 50300 are
 * our compatible extension (decision 0026): the HTTP edge's timeout, oversized headers and
 * shutdown, so every response is in the error envelope; 41500 (issue 22) a body in a content
 * coding the server does not decode. 50300 is also `GET /ready`'s answer while not ready.
 */
export const ErrorCode = {
  BAD_REQUEST: 40000,
  NO_SUCH_MEMBER: 40001,
  NO_SUCH_COUPLE_CODE: 40002,
  NO_SUCH_TERMS: 40003,
  NO_SUCH_LOVE_TYPE: 40004,
  NO_SUCH_LOVE_TYPE_QUESTION: 40005,
  USED_COUPLE_CODE: 40006,
  ALREADY_COUPLED_MEMBER: 40007,
  NO_SUCH_CHAT_ROOM: 40008,
  NOT_VALID_CHAT_ROOM: 40009,
  MEMBER_NOT_TESTED: 40010,
  NOT_VALID_COUPLE_CODE: 40011,
  NO_SUCH_COUPLE_QUESTION: 40012,
  NO_SUCH_TEMP_LOVE_TYPE: 40013,
  PARTNER_ALREADY_ANSWERED: 40014,
  UNAUTHORIZED: 40100,
  INVALID_ID_TOKEN: 40101,
  INVALID_REFRESH_TOKEN: 40102,
  FORBIDDEN: 40300,
  NOT_COUPLE_MEMBER: 40301,
  MEMBER_ACCESS_DENIED: 40302,
  NOT_FOUND: 40400,
  METHOD_NOT_ALLOWED: 40500,
  REQUEST_TIMEOUT: 40800,
  PAYLOAD_TOO_LARGE: 41300,
  UNSUPPORTED_MEDIA_TYPE: 41500,
  TOO_MANY_REQUESTS: 42900,
  REQUEST_HEADER_FIELDS_TOO_LARGE: 43100,
  INTERNAL_SERVER_ERROR: 50000,
  SSE_CONNECTION_ERROR: 50002,
  EXTERNAL_API_ERROR: 50200,
  SERVICE_UNAVAILABLE: 50300,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** Default Korean message for each code (safe to show to a user). */
export const errorMessages: Record<ErrorCodeValue, string> = {
  40000: '요청 값이 올바르지 않아요.',
  40001: '회원 정보를 찾을 수 없어요.',
  40002: '해당 초대 코드를 가진 회원이 없어요.',
  40003: '존재하지 않는 약관이에요.',
  40004: '해당하는 애착 유형이 없어요.',
  40005: '존재하지 않는 애착 유형 문항이에요.',
  40006: '이미 사용된 초대 코드예요.',
  40007: '이미 커플로 연결된 회원이에요.',
  40008: '채팅방을 찾을 수 없어요.',
  40009: '지금은 할 수 없는 채팅방 요청이에요.',
  40010: '애착 유형 테스트를 먼저 해 주세요.',
  40011: '내 초대 코드는 입력할 수 없어요.',
  40012: '해당 커플 질문을 찾을 수 없어요.',
  40013: '해당 테스트 결과를 찾을 수 없어요.',
  40014: '상대가 이미 오늘의 질문에 답했어요.',
  40100: '로그인이 필요해요.',
  40101: '소셜 로그인 토큰을 확인할 수 없어요.',
  40102: '다시 로그인해 주세요.',
  40300: '접근할 수 없어요.',
  40301: '커플로 연결된 상대가 없어요.',
  40302: '접근 권한이 없어요.',
  40400: '요청한 경로를 찾을 수 없어요.',
  40500: '허용되지 않은 요청 방식이에요.',
  40800: '요청을 받는 데 시간이 너무 오래 걸렸어요. 다시 시도해 주세요.',
  41300: '요청 본문이 너무 커요.',
  41500: '압축된 요청 본문은 받을 수 없어요. 압축하지 않고 보내 주세요.',
  42900: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  43100: '요청 헤더가 너무 커요.',
  50000: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  50002: '실시간 연결을 열 수 없어요. 잠시 후 다시 시도해 주세요.',
  50200: '외부 서비스 연동 중 오류가 발생했어요.',
  50300: '서버가 잠시 요청을 받을 수 없어요. 잠시 후 다시 시도해 주세요.',
};

export function httpStatusOf(code: ErrorCodeValue): number {
  return Math.floor(code / 100);
}
