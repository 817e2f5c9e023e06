// The couple feature's widgets for other features' screens (kept out of index.ts, which the
// first screen's route loaders import: a face re-exporting them would put them on that path).
export { DDayBadge } from './components/dday-badge';
export { InviteCodeCard } from './components/invite-code-card';
