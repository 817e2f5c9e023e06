// The couple feature's face: the partner and invite-code reads, the cache rules after a link or
// an unlink, and the couple notices (loaded lazily: this face is on the first screen's path, the
// notices' modals are not). Its widgets for other features' screens are in ui.ts.
import { lazy } from 'react';

export { coupleKeys, COUPLE_SCOPED, isCoupleScoped } from './api/couple-keys';
export { partnerQuery } from './api/get-partner';
export { inviteCodeQuery } from './api/get-invite-code';
export {
  refreshAfterLink,
  refreshAfterPartnerUpdate,
  refreshAfterUnlink,
} from './model/couple-cache';
export { parsePartnerStatusSearch } from './model/partner-status-search';

/** The couple notifications with their modals (SPEC 4.3), mounted by the app once signed in. */
export const CoupleEventsHost = lazy(() => import('./components/couple-events-host'));
