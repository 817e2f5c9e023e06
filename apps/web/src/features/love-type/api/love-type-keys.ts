/** The love-type feature's query keys. */
export const loveTypeKeys = {
  /** The test's 36 questions. */
  questions: ['love-types', 'questions'] as const,
} as const;
