// The couple feature's face: its screens, the partner and invite-code reads, the cache rules after
// a link or an unlink, the couple notices (loaded lazily) and the widgets other features' screens
// show. Re-exports only: a face with code of its own is kept whole in the first screen's chunk
// with every module it names (build/initial-chunk.ts refuses one).
export { CoupleManagementScreen } from './components/couple-management-screen';
export { PartnerCodeScreen } from './components/partner-code-screen';
export { PartnerStatusScreen } from './components/partner-status-screen';
export { AnniversariesScreen } from './components/anniversaries-screen';
export { anniversariesQuery } from './api/get-anniversaries';
export { coupleKeys, COUPLE_SCOPED, isCoupleScoped } from './api/couple-keys';
export { partnerQuery } from './api/get-partner';
export { inviteCodeQuery } from './api/get-invite-code';
export {
  refreshAfterLink,
  refreshAfterPartnerUpdate,
  refreshAfterUnlink,
} from './model/couple-cache';
export { parsePartnerStatusSearch } from './model/partner-status-search';
export { inviteLinkRedirect, validatePartnerCodeSearch } from './model/invite-link';
export { CoupleEventsHost } from './components/couple-events-host-lazy';
export { DDayBadge } from './components/dday-badge';
export { InviteCodeCard } from './components/invite-code-card';
