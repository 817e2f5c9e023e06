import { endpoints } from '@dama/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import { consumeAttempt, type AttemptLimiter } from '../../platform/limits/attempt-limiter';
import type { AuthService } from './service';

export function registerAuthRoutes(
  app: FastifyInstance,
  service: AuthService,
  loginPerMinute: number,
  limiter: AttemptLimiter,
): void {
  // One counter per IP for every sign-in route (Kakao and Apple together), counted before the
  // body is validated, shared across instances when the limiter is Redis-backed.
  const rule = { max: loginPerMinute, windowMs: 60_000 };
  const loginLimit = (request: FastifyRequest) =>
    consumeAttempt(limiter, `login:${request.ip}`, rule);
  registerEndpoint(app, endpoints.loginKakao, ({ body }) => service.loginKakao(body), {
    onRequest: loginLimit,
  });
  registerEndpoint(app, endpoints.loginApple, ({ body }) => service.loginApple(body), {
    onRequest: loginLimit,
  });
  registerEndpoint(app, endpoints.refresh, ({ body }) => service.refresh(body.refreshToken));
  registerEndpoint(app, endpoints.logout, async ({ principal }) => {
    await service.logout(principal.sessionId);
    return undefined;
  });
}
