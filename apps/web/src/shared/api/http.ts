// The axios layer (SPEC 7.1, 8.1, 8.2). Loaded on the first API call, outside the initial bundle.
import axios, {
  AxiosError,
  AxiosHeaders,
  isAxiosError,
  isCancel,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  ErrorCode,
  errorMessages,
  type AuthLevel,
  type ErrorCodeName,
  type ErrorCodeValue,
} from '@dama/contract';
import { isInNativeApp } from '../bridge';
import { apiSeverity, featureFromUrl, reportError } from '../errors';
import { reportAnswer, reportNoAnswer } from '../network/connection';
import { redirectToLogin } from '../lib/login-redirect';
import { ApiError } from './api-error';
import { API_BASE_URL, API_TIMEOUT_MS } from './constants';
import { readAccessToken, refreshAccessToken } from './token';

// The endpoints' routes come with the axios layer (client.ts loads both at the first call).
export { endpointRoutes } from 'virtual:endpoint-routes';

interface DamaRequestConfig extends InternalAxiosRequestConfig {
  /** The endpoint's auth level: only non-public calls go through the 401 handling. */
  _auth?: AuthLevel;
  /** The token this request was sent with. */
  _token?: string | null;
  /** Set once the request was replayed after a token refresh (SPEC 8.1: "not already retried"). */
  _retry?: boolean;
  /** Error codes the caller handles as answers (e.g. NOT_COUPLE_MEMBER): not reported. */
  _expectedCodes?: readonly ErrorCodeName[];
}

interface ErrorEnvelope {
  code?: unknown;
  message?: unknown;
}

const CODE_NAMES = new Map(
  (Object.keys(ErrorCode) as ErrorCodeName[]).map((name) => [ErrorCode[name], name] as const),
);

/** The contract error code in a failed call's envelope. */
function envelopeCode(error: AxiosError): ErrorCodeValue | undefined {
  const code = (error.response?.data as ErrorEnvelope | undefined)?.code;
  return typeof code === 'number' ? (code as ErrorCodeValue) : undefined;
}

function isExpected(
  error: AxiosError,
  expectedCodes: readonly ErrorCodeName[] | undefined,
): boolean {
  const code = envelopeCode(error);
  return code !== undefined && (expectedCodes ?? []).some((name) => ErrorCode[name] === code);
}

/**
 * The error callers see: an axios error becomes an `ApiError` with the envelope's code, the
 * server's message (the contract's default for the code if it sent none) and the HTTP status,
 * the axios error as its cause. Anything else (say, the shell's failed token refresh) is passed
 * on as it is.
 */
export function toApiError(error: unknown): unknown {
  if (!isAxiosError(error)) return error;
  const code = envelopeCode(error);
  const sent = (error.response?.data as ErrorEnvelope | undefined)?.message;
  const contractMessage: string | undefined = code === undefined ? undefined : errorMessages[code];
  const serverMessage = typeof sent === 'string' && sent.trim() ? sent : contractMessage;
  const message = code === undefined ? error.message : (serverMessage ?? error.message);
  const codeName = code === undefined ? undefined : CODE_NAMES.get(code);
  return new ApiError(message, { code, codeName, status: error.response?.status, cause: error });
}

export const api = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

api.interceptors.request.use(async (request) => {
  const config = request as DamaRequestConfig;
  if (config._retry) return config; // replayed with the refreshed token already set
  const token = await readAccessToken();
  config._token = token;
  if (token) {
    config.headers.set('Authorization', `Bearer ${token}`);
  } else if (config._auth && config._auth !== 'public') {
    // No token at all for a call that needs one: nothing to send, sign in again.
    redirectToLogin();
    throw new AxiosError('Access token is missing', 'ERR_NO_TOKEN', config);
  }
  return config;
});

/** SPEC 8.2: reports a failed call with severity, feature and error type. */
export function reportApiFailure(error: AxiosError): void {
  if (isCancel(error) || error.code === 'ERR_NO_TOKEN') return;
  const status = error.response?.status;
  const errorType =
    error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT'
      ? 'timeout'
      : !error.response && typeof navigator !== 'undefined' && !navigator.onLine
        ? 'network_offline'
        : undefined;
  const url = error.config?.url;
  reportError(error, {
    source: 'api',
    severity: apiSeverity(status, errorType),
    feature: featureFromUrl(url),
    endpoint: url ? `${API_BASE_URL}${url}` : undefined,
    statusCode: status,
    responseData: error.response?.data,
    errorType,
  });
}

function onRefreshFailure(error: Error): void {
  reportError(error, {
    source: 'api',
    severity: 'critical',
    feature: 'authentication',
    errorType: 'token_refresh_failed',
  });
  redirectToLogin();
}

/** The connection banner's view (decision 0050): any answer means the server is reachable. */
function noteConnection(error: AxiosError): void {
  if (error.response) reportAnswer();
  else if (error.code === 'ERR_NETWORK') reportNoAnswer();
}

api.interceptors.response.use(
  (response) => {
    reportAnswer();
    return response;
  },
  async (error: unknown) => {
    if (!isAxiosError(error) || !error.config) throw error;
    noteConnection(error);
    const config = error.config as DamaRequestConfig;
    const needsToken = config._auth !== undefined && config._auth !== 'public';
    if (error.response?.status === 401 && needsToken) {
      if (isInNativeApp() && !config._retry) {
        // SPEC 8.1: the first 401 refreshes, concurrent ones wait for it, each is replayed once.
        const token = await refreshAccessToken(config._token ?? null, onRefreshFailure);
        config._retry = true;
        config._token = token;
        config.headers = AxiosHeaders.from(config.headers);
        config.headers.set('Authorization', `Bearer ${token}`);
        return api.request(config);
      }
      // A browser cannot refresh, and a replayed request failing again means the session is gone.
      reportApiFailure(error);
      redirectToLogin();
      throw error;
    }
    if (!isExpected(error, config._expectedCodes)) reportApiFailure(error);
    throw error;
  },
);

export interface Envelope {
  success?: boolean;
  data?: unknown;
  message?: string;
  code?: number;
}

export interface SendOptions {
  method: string;
  url: string;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  auth: AuthLevel;
  expectedCodes?: readonly ErrorCodeName[];
}

/**
 * Sends a request and returns the success envelope's `data`; `success: false` is an error too.
 * Failures are reported here (SPEC 8.2) and thrown as `ApiError`.
 */
export async function send(options: SendOptions): Promise<unknown> {
  const config = {
    method: options.method,
    url: options.url,
    params: options.query,
    data: options.body,
    signal: options.signal,
    _auth: options.auth,
    _expectedCodes: options.expectedCodes,
  };
  let response: AxiosResponse<Envelope>;
  try {
    response = await api.request<Envelope>(config);
  } catch (error) {
    throw toApiError(error);
  }
  if (response.data?.success === false) {
    const error = new AxiosError(
      response.data.message ?? 'Request failed',
      'ERR_BAD_RESPONSE',
      response.config,
      response.request,
      response,
    );
    if (!isExpected(error, options.expectedCodes)) reportApiFailure(error);
    throw toApiError(error);
  }
  return response.data?.data;
}
