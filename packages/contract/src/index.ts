export * from './kit/errors';
export * from './kit/primitives';
export * from './kit/envelope';
export * from './kit/define';
export * from './kit/time';
export * from './kit/anniversaries';
export * from './kit/korean';
export * from './kit/analytics-names';
export * from './domains/auth';
export * from './domains/members';
export * from './domains/terms';
export * from './domains/system';
export * from './domains/couples';
export * from './domains/anniversaries';
export * from './domains/love-type';
export * from './domains/chat';
export * from './domains/questions';
export * from './domains/jar';
export * from './domains/answer-responses';
export * from './domains/love-type-content';
export * from './domains/couple-reading';
export * from './domains/chat-safety';
export * from './domains/home';
export * from './domains/notifications';
export * from './domains/dev-push';
export * from './sse';

import { authEndpoints } from './domains/auth';
import { memberEndpoints } from './domains/members';
import { termsEndpoints } from './domains/terms';
import { systemEndpoints } from './domains/system';
import { coupleEndpoints } from './domains/couples';
import { anniversaryEndpoints } from './domains/anniversaries';
import { loveTypeEndpoints } from './domains/love-type';
import { chatEndpoints } from './domains/chat';
import { questionEndpoints } from './domains/questions';
import { jarEndpoints } from './domains/jar';
import { answerResponseEndpoints } from './domains/answer-responses';
import { homeEndpoints } from './domains/home';
import { notificationEndpoints } from './domains/notifications';
import { devPushEndpoints } from './domains/dev-push';

/** Every REST endpoint of the contract, by operation name. */
export const endpoints = {
  ...authEndpoints,
  ...memberEndpoints,
  ...termsEndpoints,
  ...systemEndpoints,
  ...coupleEndpoints,
  ...anniversaryEndpoints,
  ...loveTypeEndpoints,
  ...chatEndpoints,
  ...questionEndpoints,
  ...jarEndpoints,
  ...answerResponseEndpoints,
  ...homeEndpoints,
  ...notificationEndpoints,
  ...devPushEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type OperationName = keyof Endpoints;
