import { Fragment } from 'react';
import type { ChatItem } from '../model/chat-items';
import { levelLabel } from '../model/chat-levels';
import {
  AssistantBubble,
  MessageBubble,
  TypingIndicator,
  type OnMessageAction,
} from './message-bubble';

/** A line between two levels of the conversation: "2단계 · 관계 이해". */
function LevelDivider({ level }: { level: number }) {
  return (
    <li className="flex items-center gap-3 py-2" aria-label={`${levelLabel(level)} 시작`}>
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
      <span aria-hidden="true" className="text-[13px] font-semibold text-muted">
        {levelLabel(level)}
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
    </li>
  );
}

/** The bubbles of a conversation, oldest first, with a divider where a level begins. */
export function ConversationItems({
  items,
  onAction = () => undefined,
}: {
  items: ChatItem[];
  onAction?: OnMessageAction;
}) {
  let level: number | null = null;
  return items.map((item) => {
    let divider = null;
    if (item.kind === 'message' && item.level !== null) {
      if (level !== null && item.level !== level) divider = <LevelDivider level={item.level} />;
      level = item.level;
    }
    return (
      <Fragment key={item.key}>
        {divider}
        <li>
          {item.kind === 'message' && <MessageBubble item={item} onAction={onAction} />}
          {item.kind === 'typing' && <TypingIndicator />}
          {item.kind === 'reply' && <AssistantBubble content={item.text} streaming />}
        </li>
      </Fragment>
    );
  });
}
