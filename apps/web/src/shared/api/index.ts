export {
  apiCall,
  apiErrorCode,
  apiErrorMessage,
  buildRequest,
  loadContract,
  API_BASE_URL,
  API_TIMEOUT_MS,
  type ApiInput,
} from './client';
export {
  inviteCodeQuery,
  memberQuery,
  NOT_COUPLE_MEMBER,
  PARTNER_QUERY_KEY,
  partnerQuery,
  pendingNotificationsQuery,
  termsQuery,
  USER_INFO_NOT_FOUND,
  USER_INFO_QUERY_KEY,
} from './queries';
export { TOKEN_REFRESH_FAILED } from './token';
