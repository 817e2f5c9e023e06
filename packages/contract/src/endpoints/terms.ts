import { z } from 'zod';
import { defineEndpoint } from '../define';
import { unpagedList } from '../envelope';
import { TermsDetailsType, TermsType } from '../enums';

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
