import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { unpagedList } from '../kit/envelope';

export const TermsType = z.enum([
  'AGE_VERIFICATION',
  'SERVICE_USAGE',
  'PRIVACY_POLICY',
  'MARKETING',
]);
export type TermsType = z.infer<typeof TermsType>;

export const TermsDetailsType = z.enum(['TITLE', 'SUBTITLE', 'CONTENT']);
export type TermsDetailsType = z.infer<typeof TermsDetailsType>;

export const TermsDetail = z.object({ type: TermsDetailsType, content: z.string() });

export const TermsItem = z.object({
  termsType: TermsType,
  content: z.object({
    termsId: z.int(),
    title: z.string(),
    details: z.array(TermsDetail),
    version: z.int(),
    isRequired: z.boolean(),
  }),
});
export type TermsItem = z.infer<typeof TermsItem>;

export const termsEndpoints = {
  getTerms: defineEndpoint({
    method: 'GET',
    path: '/terms',
    auth: 'public',
    tag: 'terms',
    summary: '약관 목록 (유형별 최신 버전)',
    data: unpagedList(TermsItem),
  }),
} as const;
