import { ChatScreen } from './chat-screen';
import { ChatTranscriptScreen } from './chat-transcript-screen';

/** `/chat`: the current room, or with `chatId` a finished room's conversation, read-only. */
export function ChatRoute({ chatId }: { chatId?: number }) {
  return chatId === undefined ? <ChatScreen /> : <ChatTranscriptScreen chatId={chatId} />;
}
