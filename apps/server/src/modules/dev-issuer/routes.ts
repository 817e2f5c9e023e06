import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import { sendError } from '../../platform/http/error-handler';
import type { DevIssuer } from './issuer';

export function registerDevIssuerRoutes(app: FastifyInstance, issuer: DevIssuer): void {
  registerEndpoint(app, endpoints.devIdToken, ({ body }) =>
    issuer.issue(body.provider, body.subject, body.email),
  );

  app.get(
    '/api/dev/jwks.json',
    { schema: { tags: ['dev'], summary: '개발용 발급자 공개키 (JWKS)' } },
    (_req, reply) => reply.header('cache-control', 'public, max-age=300').send(issuer.jwks),
  );

  app.get(
    '/api/dev/userinfo',
    { schema: { tags: ['dev'], summary: '개발용 OIDC 사용자 정보 (Bearer: 개발용 accessToken)' } },
    async (request, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const info = match?.[1] ? await issuer.userInfo(match[1]) : null;
      if (!info) return sendError(request, reply, 40100);
      return reply.send(info);
    },
  );
}
