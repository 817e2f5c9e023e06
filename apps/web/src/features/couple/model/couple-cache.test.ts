import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { COUPLE_SCOPED } from '../api/couple-keys';
import { refreshAfterPartnerAnswer } from './couple-cache';

describe('refreshAfterPartnerAnswer', () => {
  it('marks every couple-scoped read stale and reads the member again, nothing else', async () => {
    const queryClient = new QueryClient();
    queryClient.getQueryCache().build(queryClient, {
      queryKey: ['questions', 'today'],
      meta: COUPLE_SCOPED,
    });
    queryClient.setQueryData(['questions', 'today'], { partnerAnswered: false });
    queryClient.setQueryData(['chat', 'room'], { id: 1 });
    const refreshUserInfo = vi.fn(() => Promise.resolve());

    await refreshAfterPartnerAnswer(queryClient, refreshUserInfo);

    expect(queryClient.getQueryState(['questions', 'today'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['chat', 'room'])?.isInvalidated).toBe(false);
    expect(refreshUserInfo).toHaveBeenCalledOnce();
  });
});
