import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type * as Client from '@/shared/api/client';
import { apiError, makeMember, makePartner } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { HomeScreen } from './home-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

const member = makeMember({ nickname: '민준' });
const partner = makePartner({ loveTypeCategory: null, anxietyRate: null, avoidanceRate: null });

function serve(partnerReply: () => Promise<unknown>) {
  apiCall.mockImplementation((operation: string) =>
    operation === 'getPartner' ? partnerReply() : Promise.resolve(member),
  );
}

describe('home and the couple', () => {
  beforeEach(() => apiCall.mockReset());

  it('shows both nicknames when linked', async () => {
    serve(() => Promise.resolve(partner));
    renderScreen(<HomeScreen />, { path: '/' });
    const line = await screen.findByText(
      (_content, element) => element?.tagName === 'P' && /♥/.test(element.textContent ?? ''),
    );
    expect(line).toHaveTextContent(/^민준 ♥.*서연$/);
    expect(screen.getByText('오늘도 두 사람의 마음을 차곡차곡 담아 봐요.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '연인과 연결해 보세요' })).toBeNull();
  });

  it('invites a member without a partner (40301) to link', async () => {
    serve(() => Promise.reject(apiError(40301)));
    renderScreen(<HomeScreen />, { path: '/' });
    expect(
      await screen.findByRole('heading', { name: '연인과 연결해 보세요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '커플 연결하기' })).toHaveAttribute(
      'href',
      '/my-page/couple-management',
    );
    expect(screen.queryByText(/♥/)).toBeNull();
    // A member alone is not told about "두 사람".
    expect(screen.queryByText(/두 사람의 마음을 차곡차곡/)).toBeNull();
    expect(screen.getByText('오늘의 마음도 차곡차곡 담아 봐요.')).toBeInTheDocument();
  });

  it('still renders when partner info fails for another reason', async () => {
    serve(() => Promise.reject(apiError(50000)));
    renderScreen(<HomeScreen />, { path: '/' });
    expect(await screen.findByRole('heading', { name: '민준님, 반가워요!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '연인과 연결해 보세요' })).toBeNull();
  });
});
