// The profile feature's face: the saves of the member's nickname and D-day start, and their
// fields, shared by onboarding and my-page.
export { useUpdateMember } from './api/update-member';
export { useUpdateStartLoveDate } from './api/update-start-love-date';
export { NicknameField, useNicknameField } from './components/nickname-field';
export { StartLoveDateField, useStartLoveDateField } from './components/start-love-date-field';
