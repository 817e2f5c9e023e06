export { apiCall, buildRequest, API_BASE_URL, API_TIMEOUT_MS, type ApiInput } from './client';
export { ApiError, errorCodeOf, isApiError, isNetworkError, serverMessageOf } from './api-error';
export { TOKEN_REFRESH_FAILED } from './token';
