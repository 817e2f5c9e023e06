import {
  ErrorEnvelope,
  successEnvelope,
  EmptySuccessEnvelope,
  type EndpointDef,
  type DataOf,
} from '@dama/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A member's API call: `memberCall(app, token, 'POST', '/api/chatrooms/current/send', body)`. */
export function memberCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Asserts a 200 success envelope valid for the endpoint and returns its `data`. */
export function ok<E extends EndpointDef>(res: LightMyRequestResponse, endpoint: E): DataOf<E> {
  expect(res.statusCode, res.body).toBe(200);
  const schema = endpoint.data ? successEnvelope(endpoint.data) : EmptySuccessEnvelope;
  const body = schema.parse(res.json());
  expect(body.requestId).toBe(res.headers['x-request-id']);
  return (body as { data?: DataOf<E> }).data as DataOf<E>;
}

/** Asserts an error envelope with the code (HTTP status = code / 100) and returns its message. */
export function fails(res: LightMyRequestResponse, code: number): string {
  expect(res.statusCode, res.body).toBe(Math.floor(code / 100));
  const body = ErrorEnvelope.parse(res.json());
  expect(body.code).toBe(code);
  expect(body.requestId).toBe(res.headers['x-request-id']);
  expect(body.message).not.toMatch(/\bat .+:\d+:\d+|select |insert |update .* set|Error:/i);
  return body.message;
}
