import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import type * as AuthModule from '@/features/auth';
import { makePartner } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import CoupleEventsHost from './couple-events-host';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));
const handlers = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@/shared/realtime/use-stream-event', () => ({
  useStreamEvent: (name: string, handler: (payload: unknown) => void) => {
    handlers.set(name, handler);
  },
}));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: () => ({ refreshUserInfo: () => Promise.resolve() }),
}));

beforeEach(() => {
  handlers.clear();
  toast.success.mockReset();
  apiCall
    .mockReset()
    .mockImplementation((operation: string) =>
      Promise.resolve(
        operation === 'getPartner'
          ? makePartner({ nickname: '민준' })
          : { size: 0, list: [], totalCount: 0 },
      ),
    );
});

describe('the partner moved the question time', () => {
  it('says who did, the partner read first on a screen that had not (settings opened directly)', async () => {
    renderScreen(<CoupleEventsHost />, { path: '/my-page/notifications' });
    await waitFor(() => expect(handlers.has('question_time_changed')).toBe(true));
    handlers.get('question_time_changed')!({ coupleId: 3, questionTime: '21:30' });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('민준님이 질문 시간을 21:30으로 바꿨어요'),
    );
    expect(apiCall).toHaveBeenCalledWith('getPartner', expect.anything());
  });
});

describe('the partner changed the couple’s own anniversaries', () => {
  it('reads the list again where it shows (issue 26)', async () => {
    const { queryClient } = renderScreen(<CoupleEventsHost />, {
      path: '/anniversaries',
      seed: (client) => client.setQueryData(['couples', 'anniversaries'], []),
    });
    await waitFor(() => expect(handlers.has('couple_anniversaries_changed')).toBe(true));
    expect(queryClient.getQueryState(['couples', 'anniversaries'])?.isInvalidated).toBe(false);
    handlers.get('couple_anniversaries_changed')!({ coupleId: 3, id: 7, deleted: false });
    await waitFor(() =>
      expect(queryClient.getQueryState(['couples', 'anniversaries'])?.isInvalidated).toBe(true),
    );
  });
});
