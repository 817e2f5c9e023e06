/**
 * Every query key of the app, in one place, so a hook that changes data and the query that reads
 * it cannot drift apart.
 */
export const queryKeys = {
  /** The signed-in member (SPEC 3: cached under `auth/userInfo`). */
  member: ['auth', 'userInfo'] as const,
  terms: ['terms'] as const,
  inviteCode: ['members', 'invite-code'] as const,
  /** The linked partner; null when none (SPEC 4.3). */
  partner: ['partner'] as const,
  pendingNotifications: ['notifications', 'pending'] as const,
  loveTypeQuestions: ['love-types', 'questions'] as const,
  /** The member's current chat room (GET /chatrooms/current; reading it creates one). */
  chatRoom: ['chat', 'current'] as const,
  /** The current room's messages, newest page first (an infinite query). */
  chatMessages: ['chat', 'current', 'messages'] as const,
  /** A room's whole conversation, oldest first (the read-only view of a finished chat). */
  chatRoomMessages: (chatRoomId: number) => ['chat', 'rooms', chatRoomId, 'messages'] as const,
  chatSummary: (chatRoomId: number) => ['chat', 'rooms', chatRoomId, 'summary'] as const,
  /** Every history list (GET /chatrooms), whatever its keyword: what a deletion changes. */
  chatHistoryLists: ['chat', 'history'] as const,
  /** The history list for one keyword ('' = all), newest first (an infinite query). */
  chatHistory: (keyword: string) => ['chat', 'history', keyword] as const,
  /** Every daily-question read (today, the book, a level, answers): what an answer changes. */
  questions: ['questions'] as const,
  /** Today's question (GET /questions/today; the first read of a new day opens the next one). */
  questionToday: ['questions', 'today'] as const,
  /** One page of the couple's question book: 30 levels, ascending. */
  questionBook: (page: number) => ['questions', 'book', page] as const,
  questionByLevel: (level: number) => ['questions', 'level', level] as const,
  questionAnswers: (coupleQuestionId: number) =>
    ['questions', 'answers', coupleQuestionId] as const,
  /** The shell's stored question-help flag (SPEC 7.3): whether the answers screen opens with help. */
  questionHelp: ['bridge', 'question-help'] as const,
} as const;
