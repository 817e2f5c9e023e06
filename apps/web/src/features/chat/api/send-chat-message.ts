import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';

export interface SendInput {
  message: string;
  clientMessageId: string;
}

/**
 * POST /chatrooms/current/send: returns at once with the stored message's id; the reply streams
 * (DESIGN 6). The same `clientMessageId` again returns the first result and sends nothing, so a
 * failed send is retried with it. 40010 (the member has not taken the attachment test) is an
 * answer the screen handles.
 */
export function useSendChatMessage() {
  return useMutation({
    mutationFn: ({ message, clientMessageId }: SendInput) =>
      apiCall('sendChatMessage', {
        body: { message, clientMessageId },
        expectedCodes: ['MEMBER_NOT_TESTED'],
      }),
  });
}
