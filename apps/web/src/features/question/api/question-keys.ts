/** The daily question's query keys. */
export const questionKeys = {
  /** Every daily-question read (today, the book, a level, answers): what an answer changes. */
  all: ['questions'] as const,
  /** Today's question (GET /questions/today; the first read of a new day opens the next one). */
  today: ['questions', 'today'] as const,
  /** One page of the couple's question book: 30 levels, ascending. */
  book: (page: number) => ['questions', 'book', page] as const,
  level: (level: number) => ['questions', 'level', level] as const,
  answers: (coupleQuestionId: number) => ['questions', 'answers', coupleQuestionId] as const,
  /** The couple's jar of words (GET /questions/jar, decision 0065): what an answer fills. */
  jar: ['questions', 'jar'] as const,
  /** Whether the member may nudge the partner about today's question (콕 찌르기, issue 25). */
  nudge: ['questions', 'nudge'] as const,
  /** The shell's stored question-help flag (SPEC 7.3): whether the answers screen opens with help. */
  help: ['bridge', 'question-help'] as const,
} as const;
