// Chat stop (DESIGN 6): the ■ button that stops 담이's reply. It takes the send button's place
// while a reply is expected or streaming, and pressing it asks the server to end the reply
// (POST /chatrooms/current/stop). The server then sends `chat_stopped` with the part written so
// far, which the session settles as a STOPPED message ("답장을 멈췄어요": use-chat-session.ts →
// model/conversation.ts). A stop that fails says so in a toast and the button stays, to be pressed
// again. Offline the stop is not kept for later (the reply goes on on the server meanwhile and is
// most often finished when the connection returns): it fails at once and a line by the field says
// so until the reply is over (decision 0051) — a line, not a toast, whose code may not have loaded
// before the connection went.
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isNetworkError } from '@/shared/api';
import { apiCall } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';

/** The toast of a failed stop. */
export const STOP_FAILED_MESSAGE = '답장을 멈추지 못했어요. 다시 눌러 주세요';
/** The line by the field after a stop that could not reach the server (offline). */
export const STOP_OFFLINE_MESSAGE = '연결이 끊겨 답장을 멈추지 못했어요';

/**
 * The stop button's action while `streaming` (a reply is expected or streaming, the session's
 * `streaming`): `onStop` is undefined otherwise, and `stopping` while the request is under way;
 * `notice`: why the last stop did not happen, while the reply goes on.
 */
export function useStopChatReply(streaming: boolean): {
  onStop: (() => void) | undefined;
  stopping: boolean;
  notice: string | null;
} {
  const stop = useMutation({ mutationFn: () => apiCall('stopChatReply') });
  const [unreached, setUnreached] = useState(false);
  useEffect(() => {
    if (!streaming) setUnreached(false);
  }, [streaming]);
  return {
    onStop: streaming
      ? () => {
          setUnreached(false);
          stop.mutateAsync().catch((error: unknown) => {
            if (isNetworkError(error)) setUnreached(true);
            else toast.error(STOP_FAILED_MESSAGE);
          });
        }
      : undefined,
    stopping: stop.isPending,
    notice: unreached && streaming ? STOP_OFFLINE_MESSAGE : null,
  };
}
