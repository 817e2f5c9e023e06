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

  it('extend CONTRACT 3 with the HTTP edge codes, keeping every listed code as it is', () => {
    expect(httpStatusOf(ErrorCode.REQUEST_TIMEOUT)).toBe(408);
    expect(httpStatusOf(ErrorCode.REQUEST_HEADER_FIELDS_TOO_LARGE)).toBe(431);
    expect(httpStatusOf(ErrorCode.SERVICE_UNAVAILABLE)).toBe(503);
    expect(httpStatusOf(ErrorCode.UNSUPPORTED_MEDIA_TYPE)).toBe(415);
    expect(Object.values(ErrorCode)).toEqual(
      expect.arrayContaining([
        40000, 40001, 40002, 40003, 40004, 40005, 40006, 40007, 40008, 40009, 40010, 40011, 40012,
        40013, 40100, 40101, 40102, 40300, 40301, 40302, 40400, 40500, 41300, 42900, 50000, 50002,
        50200,
      ]),
    );
    expect(httpStatusOf(ErrorCode.PARTNER_ALREADY_ANSWERED)).toBe(400);
    expect(Object.keys(ErrorCode)).toHaveLength(32);
  });

  it('have a Korean message for every code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(errorMessages[code]).toMatch(/[가-힣]/);
    }
  });
});
