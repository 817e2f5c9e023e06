import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line a request, when it has been answered: `request completed` (or `request errored`)
 * with the request (method, URL without its query, host, address), the status and the time it
 * took. Fastify's default also logs an `incoming request` line first; two lines a request were
 * about 8 % of the server's CPU on a cached read (docs/BENCHMARKS.md, 2026-11-25 read path), and
 * the second line holds everything the first one did. Decision 0032.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
