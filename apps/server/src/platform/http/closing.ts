import { ErrorCode } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { sendError } from './send-error';

/**
 * While the server closes, a request that still arrives on an open connection (keep-alive,
 * pipelined) gets 503/50300 in the envelope with `Connection: close`. Fastify's own 503 (plain
 * JSON of another shape, written before any hook) is off: `return503OnClosing: false` in app.ts.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    request.log.info('refused: the server is closing');
    return sendError(request, reply, ErrorCode.SERVICE_UNAVAILABLE, undefined, {
      connection: 'close',
    });
  });
}
