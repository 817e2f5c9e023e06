import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { AuthService } from './service';

export function registerAuthRoutes(
  app: FastifyInstance,
  service: AuthService,
  loginPerMinute: number,
): void {
  const loginLimit = { max: loginPerMinute, timeWindow: '1 minute' };
  registerEndpoint(app, endpoints.loginKakao, ({ body }) => service.loginKakao(body), {
    message: '로그인되었어요.',
    rateLimit: loginLimit,
  });
  registerEndpoint(app, endpoints.loginApple, ({ body }) => service.loginApple(body), {
    message: '로그인되었어요.',
    rateLimit: loginLimit,
  });
  registerEndpoint(app, endpoints.refresh, ({ body }) => service.refresh(body.refreshToken));
  registerEndpoint(
    app,
    endpoints.logout,
    async ({ principal }) => {
      await service.logout(principal.sessionId);
      return undefined;
    },
    { message: '로그아웃되었어요.' },
  );
}
