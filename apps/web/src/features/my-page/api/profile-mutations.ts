import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';

/** PATCH /members: change the nickname. */
export function useUpdateNickname() {
  return useMutation({
    mutationFn: (nickname: string) => apiCall('updateMember', { body: { nickname } }),
  });
}

/** PATCH /members/start-love-date: change the D-day start (the couple's, while linked). */
export function useUpdateStartLoveDate() {
  return useMutation({
    mutationFn: (startLoveDate: string) =>
      apiCall('updateStartLoveDate', { body: { startLoveDate } }),
  });
}
