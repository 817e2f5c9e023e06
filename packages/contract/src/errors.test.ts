import { describe, expect, it } from 'vitest';
import { ErrorCode, errorMessages, httpStatusOf } from './errors';

describe('error codes', () => {
  it('map to HTTP status floor(code / 100)', () => {
    expect(httpStatusOf(ErrorCode.BAD_REQUEST)).toBe(400);
    expect(httpStatusOf(ErrorCode.INVALID_REFRESH_TOKEN)).toBe(401);
    expect(httpStatusOf(ErrorCode.NOT_COUPLE_MEMBER)).toBe(403);
    expect(httpStatusOf(ErrorCode.SSE_CONNECTION_ERROR)).toBe(500);
    expect(httpStatusOf(ErrorCode.EXTERNAL_API_ERROR)).toBe(502);
  });

  it('have a Korean message for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(errorMessages[code]).toMatch(/[가-힣]/);
    }
  });
});
