import type { EndpointDef } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { memberReadOf, registerEndpoint, type HandlerContext } from './route';

/**
 * A read that answers for several member reads at once (`GET /api/home`, issue 27): one request,
 * one token check, and each part exactly what its own endpoint answers — its `data` from the same
 * read cache, or the error a client would see there (`{ success: false, code, message }`). A part
 * that fails otherwise (a 5xx) fails the whole read, and the client reads the parts one by one.
 * Register it after the endpoints it names.
 */
export function registerCombinedRead(
  app: FastifyInstance,
  endpoint: EndpointDef,
  parts: Record<string, EndpointDef>,
): void {
  const reads = Object.entries(parts).map(([name, part]) => ({
    field: JSON.stringify(name),
    read: memberReadOf(app, part),
  }));
  const combined = async ({ principal, request, reply }: HandlerContext<EndpointDef>) => {
    const answers = await Promise.all(
      reads.map(async ({ field, read }) => {
        try {
          return `${field}:{"success":true,"data":${await read(principal, request, reply)}}`;
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          const { code, message } = error;
          return `${field}:${JSON.stringify({ success: false, code, message })}`;
        }
      }),
    );
    return `{${answers.join(',')}}`;
  };
  registerEndpoint(app, endpoint, combined as never, { encoded: true });
}
