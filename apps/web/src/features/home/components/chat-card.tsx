import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { currentChatRoomQuery, levelLabel } from '@/features/chat';
import { trackButton } from '@/shared/analytics';
import { Mascot } from '@/shared/ui/mascot';
import { chatEntryOf } from '../model/chat-entry';

/** The card's note for a member who has not taken the attachment test (40010 on send, CONTRACT). */
export const CHAT_TEST_FIRST_NOTE = '담이와 이야기하려면 먼저 애착 유형 테스트가 필요해요.';

/**
 * Home's chat card: start a chat with 담이, or continue the one under way (with its level). The
 * room status may fail on its own (SPEC 2.1): the card then offers a start, and the chat screen
 * reads the room again. `needsTest`: the member has not taken the attachment test, said here
 * before they start writing (decision 0053).
 */
export function ChatCard({ needsTest = false }: { needsTest?: boolean }) {
  const { data: room } = useQuery(currentChatRoomQuery());
  const entry = chatEntryOf(room);
  const continuing = entry === 'continue_chat' && room;

  return (
    <section
      aria-labelledby="home-chat-title"
      className="mt-4 flex items-center gap-4 rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]"
    >
      <Mascot size={64} mood={continuing ? 'happy' : 'calm'} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 id="home-chat-title" className="text-[17px] font-bold text-fg">
          {continuing ? '담이와 나누던 이야기가 있어요' : '마음에 걸리는 일이 있나요?'}
        </h2>
        <p className="text-[14px] leading-relaxed text-muted">
          {!continuing
            ? '담이에게 털어놓으면 얽힌 마음을 함께 정리해 줘요.'
            : room.chatRoomState === 'PAUSED'
              ? '연인과 연결하면 다음 단계로 이어갈 수 있어요.'
              : `${levelLabel(room.level)} 중이에요.`}
        </p>
        {needsTest && (
          <p className="text-[14px] leading-relaxed font-medium text-primary-soft-fg">
            {CHAT_TEST_FIRST_NOTE}
          </p>
        )}
        <Link
          to="/chat"
          onClick={() => trackButton(entry)}
          className="mt-1 inline-flex min-h-11 w-fit items-center gap-1 rounded-xl bg-primary pr-3 pl-4 text-[15px] font-semibold text-on-primary"
        >
          {continuing ? '이어서 이야기하기' : '담이와 대화 시작하기'}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
