/** The chat feature's query keys: the current room, its messages, finished rooms and their lists. */
export const chatKeys = {
  /** The member's current chat room (GET /chatrooms/current; reading it creates one). */
  room: ['chat', 'current'] as const,
  /** The current room's messages, newest page first (an infinite query). */
  messages: ['chat', 'current', 'messages'] as const,
  /** A room's whole conversation, oldest first (the read-only view of a finished chat). */
  roomMessages: (chatRoomId: number) => ['chat', 'rooms', chatRoomId, 'messages'] as const,
  summary: (chatRoomId: number) => ['chat', 'rooms', chatRoomId, 'summary'] as const,
  /** Every history list (GET /chatrooms), whatever its keyword: what a deletion changes. */
  historyLists: ['chat', 'history'] as const,
  /** The history list for one keyword ('' = all), newest first (an infinite query). */
  history: (keyword: string) => ['chat', 'history', keyword] as const,
} as const;
