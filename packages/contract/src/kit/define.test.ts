import { describe, expect, it } from 'vitest';
import { defineEndpoint } from './define';
import { DEFAULT_SUCCESS_MESSAGE } from './envelope';
import { ErrorCode } from './errors';
import { endpoints } from '../index';
import { SSE_PATH, streamEndpoints } from '../sse';

describe('endpoint definitions', () => {
  it('document only known error codes', () => {
    const known = new Set<number>(Object.values(ErrorCode));
    for (const [name, e] of Object.entries(endpoints)) {
      for (const code of 'errors' in e ? e.errors : []) expect(known.has(code), name).toBe(true);
    }
    defineEndpoint({
      method: 'GET',
      path: '/typo',
      auth: 'public',
      tag: 't',
      summary: 's',
      data: null,
      // @ts-expect-error 40099 is no error code of the contract
      errors: [40099],
    });
  });

  it('carry their success message next to them (the default when absent)', () => {
    expect(endpoints.updateMember.message).toBe('닉네임이 변경되었어요!');
    expect(endpoints.linkCouple.message).toBe('커플로 연결되었어요!');
    expect('message' in endpoints.getMember).toBe(false);
    expect(DEFAULT_SUCCESS_MESSAGE).toBe('요청이 처리되었어요.');
  });

  it('keep the stream endpoint out of the REST endpoints; SSE_PATH is its path', () => {
    expect(SSE_PATH).toBe('/sse/connect');
    expect(streamEndpoints.connectStream).toMatchObject({ method: 'GET', path: SSE_PATH });
    expect(Object.values(endpoints).some((e) => (e.path as string) === SSE_PATH)).toBe(false);
  });
});
