export * from './errors';
export * from './enums';
export * from './primitives';
export * from './envelope';
export * from './define';
export * from './time';
export * from './endpoints/auth';
export * from './endpoints/members';
export * from './endpoints/terms';
export * from './endpoints/system';
export * from './endpoints/couples';
export * from './endpoints/love-types';
export * from './endpoints/chat';
export * from './endpoints/questions';
export * from './love-type-content';
export * from './safety';
export * from './sse';

import { authEndpoints } from './endpoints/auth';
import { memberEndpoints } from './endpoints/members';
import { termsEndpoints } from './endpoints/terms';
import { systemEndpoints } from './endpoints/system';
import { coupleEndpoints } from './endpoints/couples';
import { loveTypeEndpoints } from './endpoints/love-types';
import { chatEndpoints } from './endpoints/chat';
import { questionEndpoints } from './endpoints/questions';

/** Every REST endpoint of the contract, by operation name. */
export const endpoints = {
  ...authEndpoints,
  ...memberEndpoints,
  ...termsEndpoints,
  ...systemEndpoints,
  ...coupleEndpoints,
  ...loveTypeEndpoints,
  ...chatEndpoints,
  ...questionEndpoints,
} as const;
export type Endpoints = typeof endpoints;
export type OperationName = keyof Endpoints;
