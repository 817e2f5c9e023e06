import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberQuery } from '@/features/auth';
import { apiCall } from '@/shared/api/client';
import { questionKeys } from './question-keys';

/**
 * POST (first answer) or PATCH (`isEdit`) /questions/today/answers. Both write to today's
 * question. Afterwards every question read is fetched again (today's state, the book's cell, the
 * answers, now with the partner's text) and the member's count of questions both answered.
 */
export function useSaveAnswer(isEdit: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) =>
      isEdit
        ? apiCall('editTodayAnswer', { body: { answer } })
        : apiCall('answerTodayQuestion', { body: { answer } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questionKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberQuery().queryKey }),
      ]),
  });
}
