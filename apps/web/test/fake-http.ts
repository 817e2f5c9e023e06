// Test helper: a fake HTTP transport for the axios instance (no network in unit tests).
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface FakeReply {
  status: number;
  body: unknown;
}

export type FakeHandler = (request: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

function toResponse(reply: FakeReply, config: InternalAxiosRequestConfig): AxiosResponse {
  return {
    data: reply.body,
    status: reply.status,
    statusText: String(reply.status),
    headers: {},
    config,
    request: {},
  };
}

/** The error axios throws for `reply` (a status ≥ 400) to the request `config`. */
export function axiosError(
  reply: FakeReply,
  config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() },
): AxiosError {
  return new AxiosError(
    `Request failed with status code ${reply.status}`,
    reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    toResponse(reply, config),
  );
}

/** An axios adapter answering from `handler`; statuses ≥ 400 reject like axios does. */
export function fakeAdapter(handler: FakeHandler): AxiosAdapter {
  return async (config) => {
    const reply = await handler(config);
    if (reply.status >= 400) throw axiosError(reply, config);
    return toResponse(reply, config);
  };
}

export function ok(data?: unknown): FakeReply {
  return {
    status: 200,
    body: { requestId: 'r1', success: true, message: '요청이 처리되었어요.', data },
  };
}

export function fail(code: number, message = '오류가 발생했어요.'): FakeReply {
  return {
    status: Math.floor(code / 100),
    body: { requestId: 'r1', success: false, code, message },
  };
}
