import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { questionKeys } from './question-keys';

/** POST /questions/jar/celebrations: I have seen 담이 celebrate `milestone` (once, for good). */
export function useCelebrateJar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (milestone: number) => apiCall('celebrateJar', { body: { milestone } }),
    onSuccess: (jar) => queryClient.setQueryData(questionKeys.jar, jar),
  });
}
