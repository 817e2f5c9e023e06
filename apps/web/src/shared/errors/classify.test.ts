import { describe, expect, it } from 'vitest';
import {
  analyticsErrorType,
  apiSeverity,
  featureFromUrl,
  formatErrorMessage,
  type ErrorContext,
} from './classify';

describe('apiSeverity (SPEC 8.2)', () => {
  it.each([
    [500, undefined, 'critical'],
    [502, undefined, 'critical'],
    [503, undefined, 'critical'],
    [403, undefined, 'high'],
    [404, undefined, 'medium'],
    [400, undefined, 'medium'],
    [401, undefined, 'medium'],
    [429, undefined, 'medium'],
    [undefined, 'timeout', 'medium'],
    [undefined, 'network_offline', 'high'],
    [undefined, undefined, 'medium'],
  ] as const)('status %s, errorType %s → %s', (status, errorType, severity) => {
    expect(apiSeverity(status, errorType)).toBe(severity);
  });
});

describe('featureFromUrl (SPEC 8.2)', () => {
  it.each([
    ['/auth/session', 'authentication'],
    ['/login/kakao', 'authentication'],
    ['/logout', 'authentication'],
    ['/refresh', 'authentication'],
    ['/chat/stream', 'chat'],
    ['/chatrooms/current/messages?page=0', 'chat'],
    ['/member/profile', 'member'],
    ['/members', 'member'],
    ['/members/invite-code', 'member'],
    ['/question/today', 'question'],
    ['/questions/12/answers', 'question'],
    ['/love-type/result', 'attachment'],
    ['/love-types/questions', 'attachment'],
    ['/couple/link', 'couple'],
    ['/couples', 'couple'],
    ['http://localhost:3000/api/couples', 'couple'],
    ['/terms', 'api'],
    ['/health', 'api'],
    [undefined, 'api'],
  ])('%s → %s', (url, feature) => {
    expect(featureFromUrl(url)).toBe(feature);
  });
});

describe('analyticsErrorType (SPEC 8.2)', () => {
  it.each<[ErrorContext, string]>([
    [{ source: 'api', errorType: 'timeout' }, 'timeout'],
    [{ source: 'api', errorType: 'token_refresh_failed', statusCode: 401 }, 'token_refresh_failed'],
    [{ source: 'api', statusCode: 404 }, 'not_found'],
    [{ source: 'api', statusCode: 403 }, 'forbidden'],
    [{ source: 'api', statusCode: 500 }, 'api_error'],
    [{ source: 'api', statusCode: 400 }, 'api_error'],
    [{ source: 'api', errorType: 'network_offline' }, 'api_error'],
    [{ source: 'router' }, 'runtime_error'],
    [{ source: 'ui' }, 'validation_error'],
    [{ source: 'bridge' }, 'network_error'],
    [{ source: 'global' }, 'runtime_error'],
    [{ source: 'somewhere' } as unknown as ErrorContext, 'unknown_error'],
  ])('%o → %s', (context, type) => {
    expect(analyticsErrorType(context)).toBe(type);
  });
});

describe('formatErrorMessage (SPEC 8.2)', () => {
  it('reads "[source] message | URL: endpoint | Route: route | Component: component"', () => {
    expect(
      formatErrorMessage('Request failed with status code 500', {
        source: 'api',
        endpoint: '/api/members',
        route: '/my-page',
        component: 'ProfileScreen',
      }),
    ).toBe(
      '[api] Request failed with status code 500 | URL: /api/members | Route: /my-page | Component: ProfileScreen',
    );
  });

  it('leaves out the parts it does not know', () => {
    expect(formatErrorMessage('boom', { source: 'router', route: '/chat' })).toBe(
      '[router] boom | Route: /chat',
    );
    expect(formatErrorMessage('boom', { source: 'global' })).toBe('[global] boom');
  });
});
