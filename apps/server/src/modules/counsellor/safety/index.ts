/**
 * Safety, before any engine and on the model's output (DESIGN 6, issue 21): which risk a message
 * signals, whether a model reply shows it saw a crisis, what 담이 says while the room is in safety
 * mode, and the summary of such a room.
 */
export { assessRisk, checkInSign, detectRisk, type RiskAssessment } from './assess';
export type { CheckInSign } from './check-in';
export { reviewReply } from './review';
export { safetyReply } from './replies';
export { safetySummary } from './summary';
export type { RiskKind, SafetyReplyInput, SafetySummary } from './types';
export { readCheckInAnswer, type CheckInAnswer } from './check-in-answer';
export { checkInReply, type CheckInReplyInput, isCheckInReply } from './check-in-replies';
export type { SignTopic } from './signs';
