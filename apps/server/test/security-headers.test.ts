import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/platform/http/security-headers';

describe('securityHeaders', () => {
  it("is helmet's whole header set for the options, worked out once", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc'"] },
      },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers).toEqual({
      'content-security-policy': "default-src 'self';script-src 'self' 'sha256-abc'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('refuses options helmet refuses, at start-up', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'self'; script-src *"] },
        },
      }),
    ).toThrow();
  });
});
