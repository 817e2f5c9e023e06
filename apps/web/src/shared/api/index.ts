export { apiCall, buildRequest, API_BASE_URL, API_TIMEOUT_MS, type ApiInput } from './client';
export { ApiError, errorCodeOf, isApiError, serverMessageOf } from './api-error';
export { queryKeys } from './query-keys';
export { memberQuery, USER_INFO_NOT_FOUND } from './endpoints/get-member';
export { termsQuery } from './endpoints/get-terms';
export { inviteCodeQuery } from './endpoints/get-invite-code';
export { partnerQuery } from './endpoints/get-partner';
export { TOKEN_REFRESH_FAILED } from './token';
