// Plain functions only: the route's validateSearch is not code-split (bundle budget).

/** SPEC 5: the two variants of `/partner-status`. */
export type PartnerStatusType = 'not-tested' | 'not-connected';

export interface PartnerStatusSearch {
  type: PartnerStatusType;
}

/** `type` must be `not-tested` or `not-connected`; anything else falls back to `not-tested`. */
export function parsePartnerStatusSearch(search: Record<string, unknown>): PartnerStatusSearch {
  return { type: search.type === 'not-connected' ? 'not-connected' : 'not-tested' };
}
