// Test helper: contract data as the API returns it, and what the analytics debug sink recorded.
import type { AxiosError } from 'axios';
import type { Member, Partner, TermsItem } from '@dama/contract';
import { axiosError, fail } from './fake-http';

/** An onboarded member who has not taken the attachment test; override what a test needs. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    memberId: 21,
    memberState: 'ALIVE',
    provider: 'KAKAO',
    nickname: '담아',
    email: 'dama@example.com',
    startLoveDate: '2024-03-01',
    loveTypeCategory: null,
    anxietyRate: null,
    avoidanceRate: null,
    totalChatRoomCount: 0,
    totalCoupleQuestionCount: 0,
    ...overrides,
  };
}

/** A member in the middle of onboarding: no nickname and no start date yet. */
export function makeOnboardingMember(overrides: Partial<Member> = {}): Member {
  return makeMember({
    memberState: 'BEFORE_ONBOARDING',
    nickname: null,
    startLoveDate: null,
    ...overrides,
  });
}

/** A linked partner who has taken the test (anxious type); override what a test needs. */
export function makePartner(overrides: Partial<Partner> = {}): Partner {
  return {
    memberState: 'ALIVE',
    nickname: '서연',
    loveTypeCategory: 'ANXIETY_TYPE',
    anxietyRate: 3.12,
    avoidanceRate: 2.05,
    startLoveDate: '2024-03-01',
    isStartLoveDateUpdated: false,
    ...overrides,
  };
}

function term(
  termsId: number,
  termsType: TermsItem['termsType'],
  title: string,
  isRequired: boolean,
): TermsItem {
  return {
    termsType,
    content: {
      termsId,
      title,
      version: 1,
      isRequired,
      details: [
        { type: 'TITLE', content: `${title} 제1조` },
        { type: 'CONTENT', content: `${title}의 내용이에요.` },
      ],
    },
  };
}

/** The four terms GET /terms returns, in the contract's order (marketing is optional). */
export function makeTerms(): TermsItem[] {
  return [
    term(1, 'AGE_VERIFICATION', '만 14세 이상이에요', true),
    term(2, 'SERVICE_USAGE', '서비스 이용약관', true),
    term(3, 'PRIVACY_POLICY', '개인정보 수집 및 이용', true),
    term(4, 'MARKETING', '마케팅 정보 수신', false),
  ];
}

/** A list endpoint's `data` (`{ size, totalCount, list }`) holding all of `list`. */
export function pageOf<T>(list: T[]): { size: number; totalCount: number; list: T[] } {
  return { size: list.length, totalCount: list.length, list };
}

/** The error the API client throws for a failed call: the contract code at `response.data.code`. */
export function apiError(code: number, message?: string): AxiosError {
  return axiosError(fail(code, message));
}

/** The `button_name`s tracked so far (the debug analytics sink). */
export function trackedButtons(): string[] {
  return (window.__DAMA_ANALYTICS__ ?? [])
    .filter((entry) => entry.event === 'button_click')
    .map((entry) => String(entry.props.button_name));
}
