// The profile feature's fields for other features' screens (onboarding, my-page).
export { NicknameField, useNicknameField } from './components/nickname-field';
export { StartLoveDateField, useStartLoveDateField } from './components/start-love-date-field';
