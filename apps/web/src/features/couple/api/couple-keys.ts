/** The couple feature's query keys. */
export const coupleKeys = {
  /** The linked partner; null when none (SPEC 4.3). */
  partner: ['partner'] as const,
  /** The member's own invite code. */
  inviteCode: ['members', 'invite-code'] as const,
  /** The couple's own anniversaries (issue 26). */
  anniversaries: ['couples', 'anniversaries'] as const,
} as const;

/**
 * The `meta` of another feature's read whose answer changes with the couple (linked or unlinked),
 * such as the daily questions: after a link or an unlink every such read is invalidated
 * (`couple-cache.ts`), without the couple feature knowing the features that own them.
 */
export const COUPLE_SCOPED = { coupleScoped: true } as const;

/** Whether a query declared `meta: COUPLE_SCOPED`. */
export function isCoupleScoped(query: { meta?: Record<string, unknown> }): boolean {
  return query.meta?.coupleScoped === true;
}
