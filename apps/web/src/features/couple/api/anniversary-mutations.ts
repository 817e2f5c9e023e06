import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnniversaryChangeBody, CustomAnniversary, NewAnniversaryBody } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { coupleKeys } from './couple-keys';

/**
 * Adding, changing and deleting one of the couple's own anniversaries (either partner). The list
 * is updated from the answer and read again; the partner's screens hear it from the stream.
 */
export function useAnniversaryMutations() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: coupleKeys.anniversaries });
  const put = (saved: CustomAnniversary) =>
    queryClient.setQueryData<CustomAnniversary[]>(coupleKeys.anniversaries, (list = []) =>
      [...list.filter((item) => item.id !== saved.id), saved].sort(
        (a, b) => a.date.localeCompare(b.date) || a.id - b.id,
      ),
    );
  const add = useMutation({
    mutationFn: (body: NewAnniversaryBody) => apiCall('addAnniversary', { body }),
    onSuccess: put,
    onSettled: settle,
  });
  const update = useMutation({
    mutationFn: ({ id, change }: { id: number; change: AnniversaryChangeBody }) =>
      apiCall('updateAnniversary', { params: { anniversaryId: String(id) }, body: change }),
    onSuccess: put,
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      apiCall('deleteAnniversary', { params: { anniversaryId: String(id) } }),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<CustomAnniversary[]>(coupleKeys.anniversaries, (list = []) =>
        list.filter((item) => item.id !== id),
      ),
    onSettled: settle,
  });
  return { add, update, remove };
}
