// The daily-question feature's widget for other features' screens (kept out of index.ts, which
// route loaders on the first screen's path import).
export { AnswerStatus } from './components/answer-status';
