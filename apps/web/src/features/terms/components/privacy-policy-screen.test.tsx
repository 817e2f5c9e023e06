import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '@test/render-screen';
import { PrivacyPolicyScreen } from './privacy-policy-screen';

describe('privacy policy (/terms/privacy-policy)', () => {
  it('is its own document: what is collected, why, how long, who else handles it, the date', async () => {
    renderScreen(<PrivacyPolicyScreen />, { path: '/terms/privacy-policy' });
    expect(
      await screen.findByRole('heading', { name: '담아 개인정보처리방침' }),
    ).toBeInTheDocument();
    for (const heading of [
      '1. 처리하는 개인정보',
      '2. 처리 목적',
      '3. 보관 기간과 파기',
      '4. 처리를 맡기는 곳',
      '6. 이용자의 권리',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('시행일: 2026년 11월 25일')).toBeInTheDocument();
    // Not the consent text agreed to at sign-up.
    expect(screen.queryByText('개인정보 수집·이용 동의')).toBeNull();
  });

  it('needs no request (readable before signing in, offline too)', async () => {
    const { queryClient } = renderScreen(<PrivacyPolicyScreen />, {
      path: '/terms/privacy-policy',
    });
    expect(
      await screen.findByRole('heading', { name: '담아 개인정보처리방침' }),
    ).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
