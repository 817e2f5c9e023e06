import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerEndpoint } from '../../platform/http/route';
import { sendError } from '../../platform/http/error-handler';
import type { DevExpoPush } from './expo-push';
import type { DevIssuer } from './issuer';

export function registerDevIssuerRoutes(
  app: FastifyInstance,
  issuer: DevIssuer,
  expoPush: DevExpoPush,
): void {
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

  // Expo's push API, answered in-process (decision 0060): what EXPO_PUSH_URL may point at from
  // another process; this server's own native pushes reach the stand-in without HTTP.
  app.post(
    '/api/dev/expo-push/send',
    {
      schema: {
        tags: ['dev'],
        summary: '개발용 Expo 푸시 API 대역 (Expo와 같은 요청·응답)',
        // Any JSON: the stand-in answers a malformed message as Expo does (400 with `errors`).
        body: z.unknown(),
      },
    },
    (request, reply) => {
      const answer = expoPush.receive(request.body);
      return reply.code(answer.status).send(answer.body);
    },
  );

  // The preview's banner: long polling until a message arrives, the request goes or we close.
  const closing = new AbortController();
  app.addHook('preClose', (done) => {
    closing.abort();
    done();
  });
  registerEndpoint(app, endpoints.devExpoPushMessages, ({ query, request }) => {
    const gone = new AbortController();
    request.raw.once('close', () => gone.abort());
    return expoPush.messages(
      query.token,
      query.after,
      query.waitMs,
      AbortSignal.any([gone.signal, closing.signal]),
    );
  });
}
