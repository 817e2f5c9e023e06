/** The terms feature's query keys. */
export const termsKeys = {
  /** The newest terms of every type. */
  all: ['terms'] as const,
} as const;
