import type { CurrentRoom } from '@dama/contract';

/**
 * Home's chat button (SPEC 2.3): `continue_chat` for a room the member has talked in (any state
 * beyond BEFORE_INIT: a first message makes it ALIVE), else `start_new_chat` (a fresh room with
 * only 담이's greeting, or when the status could not be read).
 */
export function chatEntryOf(room: CurrentRoom | undefined): 'start_new_chat' | 'continue_chat' {
  if (!room) return 'start_new_chat';
  const talked =
    room.chatRoomState === 'ALIVE' ||
    room.chatRoomState === 'PAUSED' ||
    room.chatRoomState === 'NEED_NEXT_QUESTION';
  return talked ? 'continue_chat' : 'start_new_chat';
}
