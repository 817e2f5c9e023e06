// Chat stop (DESIGN 6): the ■ button that stops 담이's reply. It takes the send button's place
// while a reply is expected or streaming, and pressing it asks the server to end the reply
// (POST /chatrooms/current/stop). The server then sends `chat_stopped` with the part written so
// far, which the session settles as a STOPPED message ("답장을 멈췄어요": use-chat-session.ts →
// model/conversation.ts). A stop that fails says so in a toast and the button stays, to be pressed
// again. Offline the stop is not kept for later (the reply goes on on the server meanwhile and is
// most often finished when the connection returns): it fails at once and the toast says why
// (decision 0051).
import { useMutation } from '@tanstack/react-query';
import { isNetworkError } from '@/shared/api';
import { apiCall } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';

/** The toast of a failed stop. */
export const STOP_FAILED_MESSAGE = '답장을 멈추지 못했어요. 다시 눌러 주세요';
/** The toast of a stop that could not reach the server (offline). */
export const STOP_OFFLINE_MESSAGE = '연결이 끊겨 답장을 멈추지 못했어요';

/**
 * The stop button's action while `streaming` (a reply is expected or streaming, the session's
 * `streaming`): `onStop` is undefined otherwise, and `stopping` while the request is under way.
 */
export function useStopChatReply(streaming: boolean): {
  onStop: (() => void) | undefined;
  stopping: boolean;
} {
  const stop = useMutation({ mutationFn: () => apiCall('stopChatReply') });
  return {
    onStop: streaming
      ? () => {
          stop
            .mutateAsync()
            .catch((error: unknown) =>
              toast.error(isNetworkError(error) ? STOP_OFFLINE_MESSAGE : STOP_FAILED_MESSAGE),
            );
        }
      : undefined,
    stopping: stop.isPending,
  };
}
