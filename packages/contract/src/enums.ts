import { z } from 'zod';

export const MemberState = z.enum(['BEFORE_ONBOARDING', 'ALIVE']);
export type MemberState = z.infer<typeof MemberState>;

export const Provider = z.enum(['KAKAO', 'APPLE']);
export type Provider = z.infer<typeof Provider>;

export const LoveTypeCategory = z.enum([
  'STABLE_TYPE',
  'ANXIETY_TYPE',
  'AVOIDANCE_TYPE',
  'CONFUSION_TYPE',
]);
export type LoveTypeCategory = z.infer<typeof LoveTypeCategory>;

export const ChatRoomState = z.enum([
  'BEFORE_INIT',
  'ALIVE',
  'PAUSED',
  'NEED_NEXT_QUESTION',
  'COMPLETED',
]);
export type ChatRoomState = z.infer<typeof ChatRoomState>;

export const SenderType = z.enum(['USER', 'ASSISTANT']);
export type SenderType = z.infer<typeof SenderType>;

export const NotificationType = z.enum(['COUPLE_CONNECTED', 'COUPLE_DISCONNECTED']);
export type NotificationType = z.infer<typeof NotificationType>;

export const TermsType = z.enum(['AGE_VERIFICATION', 'SERVICE_USAGE', 'PRIVACY_POLICY', 'MARKETING']);
export type TermsType = z.infer<typeof TermsType>;

export const TermsDetailsType = z.enum(['TITLE', 'SUBTITLE', 'CONTENT']);
export type TermsDetailsType = z.infer<typeof TermsDetailsType>;
