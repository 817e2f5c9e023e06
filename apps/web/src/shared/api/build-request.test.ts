import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpoints, pageQuery, type OperationName } from '@dama/contract';
import { endpointRoutes } from 'virtual:endpoint-routes';
import { apiCall, buildRequest } from './client';
import { routeOf } from './endpoint-routes';
import { api } from './http';
import { fakeAdapter, ok } from '@test/fake-http';

// Shapes of endpoints later issues add (path params, paged lists, bodies), built with the contract's helpers.
const roomMessages = routeOf(
  defineEndpoint({
    method: 'GET',
    path: '/chatrooms/:chatRoomId/messages',
    auth: 'member',
    tag: 'chat',
    summary: 'messages',
    params: z.object({ chatRoomId: z.coerce.number().int() }),
    query: pageQuery(10),
    data: null,
  }),
);
const historyList = routeOf(
  defineEndpoint({
    method: 'GET',
    path: '/chatrooms',
    auth: 'member',
    tag: 'chat',
    summary: 'history',
    query: pageQuery(10).extend({ keyword: z.string().optional() }),
    data: null,
  }),
);
const needsLevel = routeOf(
  defineEndpoint({
    method: 'GET',
    path: '/questions',
    auth: 'couple',
    tag: 'question',
    summary: 'by level',
    query: z.object({ level: z.coerce.number().int() }),
    data: null,
  }),
);
const sendMessage = routeOf(
  defineEndpoint({
    method: 'POST',
    path: '/chatrooms/current/send',
    auth: 'member',
    tag: 'chat',
    summary: 'send',
    body: z.object({ message: z.string() }),
    data: null,
  }),
);

const op = (name: string) => name as OperationName;

describe('endpoint routes (decision 0030)', () => {
  it('the build wrote every contract operation, as the contract defines it', () => {
    expect(Object.keys(endpointRoutes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpointRoutes[name as OperationName], name).toEqual(routeOf(endpoint));
    }
  });

  it('reads paged lists, required query fields and required bodies from the schemas', () => {
    expect(historyList).toMatchObject({ paged: true, requiredQuery: [] });
    expect(needsLevel).toMatchObject({ paged: false, requiredQuery: ['level'] });
    expect(sendMessage.bodyRequired).toBe(true);
    expect(routeOf(endpoints.getMember)).toEqual({
      method: 'GET',
      path: '/members',
      auth: 'member',
      paged: false,
      requiredQuery: [],
      bodyRequired: false,
    });
  });
});

describe('buildRequest: required parameters (SPEC 5)', () => {
  it('fills path params', () => {
    expect(
      buildRequest(op('getRoomMessages'), roomMessages, {
        params: { chatRoomId: 12 },
        query: { page: 0, size: 10, sort: '' },
      } as never),
    ).toEqual({
      method: 'GET',
      url: '/chatrooms/12/messages',
      query: { page: 0, size: 10, sort: '' },
    });
  });

  it.each([undefined, null])(
    'refuses a %s path param, naming it and the operation',
    (chatRoomId) => {
      expect(() =>
        buildRequest(op('getRoomMessages'), roomMessages, {
          params: { chatRoomId },
          query: { page: 0 },
        } as never),
      ).toThrow(
        'Required parameter chatRoomId was null or undefined when calling getRoomMessages.',
      );
    },
  );

  it('refuses a paged list without pageable', () => {
    expect(() => buildRequest(op('getChatRooms'), historyList, {})).toThrow(
      'Required parameter pageable was null or undefined when calling getChatRooms.',
    );
  });

  it('accepts a paged list with pageable and an optional keyword left out', () => {
    expect(
      buildRequest(op('getChatRooms'), historyList, { query: { page: 1, size: 10 } } as never)
        .query,
    ).toEqual({
      page: 1,
      size: 10,
    });
  });

  it('refuses a missing required query field', () => {
    expect(() => buildRequest(op('getQuestion'), needsLevel, { query: {} } as never)).toThrow(
      'Required parameter level was null or undefined when calling getQuestion.',
    );
  });

  it('refuses a missing request body', () => {
    expect(() => buildRequest(op('sendMessage'), sendMessage, {})).toThrow(
      'Required parameter sendMessageRequestDto was null or undefined when calling sendMessage.',
    );
    expect(
      buildRequest(op('sendMessage'), sendMessage, { body: { message: '안녕' } } as never).body,
    ).toEqual({
      message: '안녕',
    });
  });
});

describe('apiCall', () => {
  const sent = vi.fn();

  beforeEach(() => {
    sent.mockReset();
    window.localStorage.setItem('accessToken', 'token');
    api.defaults.adapter = fakeAdapter((request) => {
      sent(request.method, request.url, request.data);
      return ok({ nickname: '담이' });
    });
  });

  it('refuses a call without its body before sending anything', async () => {
    await expect(apiCall('updateMember', {})).rejects.toThrow(
      'Required parameter updateMemberRequestDto was null or undefined when calling updateMember.',
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends JSON to /api with the Bearer token and returns the envelope data', async () => {
    await expect(apiCall('updateMember', { body: { nickname: '담이' } })).resolves.toEqual({
      nickname: '담이',
    });
    expect(sent).toHaveBeenCalledWith('patch', '/members', JSON.stringify({ nickname: '담이' }));
    expect(api.defaults.baseURL).toBe('/api');
    expect(api.defaults.timeout).toBe(200_000);
    expect(api.defaults.withCredentials).toBe(true);
  });

  it('treats success: false as an error carrying the server message', async () => {
    api.defaults.adapter = fakeAdapter(() => ({
      status: 200,
      body: {
        requestId: 'r',
        success: false,
        code: 50200,
        message: '외부 서비스 연동 중 오류가 발생했어요.',
      },
    }));
    await expect(apiCall('withdraw')).rejects.toMatchObject({
      name: 'ApiError',
      code: 50200,
      status: 200,
      message: '외부 서비스 연동 중 오류가 발생했어요.',
    });
  });
});
