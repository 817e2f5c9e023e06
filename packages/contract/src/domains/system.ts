import { z } from 'zod';
import { defineEndpoint } from '../kit/define';

export const HealthStatus = z.object({ status: z.literal('UP') });
export type HealthStatus = z.infer<typeof HealthStatus>;

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
      '요청을 받을 준비 상태 (DB, 적용된 마이그레이션, 설정된 경우 Redis; 종료 중에는 준비되지 않음)',
    data: HealthStatus,
    // 50300: extension (issue 27), not ready: a check failed or the server is closing.
    errors: [50300],
  }),
} as const;
