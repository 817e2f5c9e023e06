import { z } from 'zod';
import { defineEndpoint } from '../kit/define';

export const HealthStatus = z.object({ status: z.literal('UP') });
export type HealthStatus = z.infer<typeof HealthStatus>;

/**
 * `GET /ready`'s answer (an extension, decision 0077): UP, or DEGRADED naming what is away but
 * not needed to serve (Redis: the instance keeps serving with local limits and the stored replay).
 */
export const ReadyStatus = z.object({
  status: z.enum(['UP', 'DEGRADED']),
  degraded: z.array(z.string()).optional(),
});
export type ReadyStatus = z.infer<typeof ReadyStatus>;

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    auth: 'public',
    tag: 'system',
    summary: '프로세스 상태 (DB를 확인하지 않음)',
    data: HealthStatus,
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    auth: 'public',
    tag: 'system',
    summary:
      '요청을 받을 준비 상태 (DB, 적용된 마이그레이션; 종료 중에는 준비되지 않음. Redis가 없으면 DEGRADED)',
    data: ReadyStatus,
    // 50300: extension (issue 27), not ready: a check failed or the server is closing.
    errors: [50300],
  }),
} as const;
