// The profile feature's face: the saves of the member's nickname and D-day start. Their fields,
// shared by onboarding and my-page, are in ui.ts.
export { useUpdateMember } from './api/update-member';
export { useUpdateStartLoveDate } from './api/update-start-love-date';
