import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Member, Partner } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { renderWithRouter } from '../../../../test/render-with-router';
import { HomeScreen } from './home-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

const member: Member = {
  memberId: 3,
  memberState: 'ALIVE',
  provider: 'KAKAO',
  nickname: '민준',
  email: null,
  startLoveDate: '2024-03-01',
  loveTypeCategory: null,
  anxietyRate: null,
  avoidanceRate: null,
  totalChatRoomCount: 0,
  totalCoupleQuestionCount: 0,
};

const partner: Partner = {
  memberState: 'ALIVE',
  nickname: '서연',
  loveTypeCategory: null,
  anxietyRate: null,
  avoidanceRate: null,
  startLoveDate: '2024-03-01',
  isStartLoveDateUpdated: false,
};

function serve(partnerReply: () => Promise<unknown>) {
  apiCall.mockImplementation((operation: string) =>
    operation === 'getPartner' ? partnerReply() : Promise.resolve(member),
  );
}

function apiError(code: number) {
  return Object.assign(new Error('failed'), {
    response: { status: Math.floor(code / 100), data: { code } },
  });
}

describe('home and the couple', () => {
  beforeEach(() => apiCall.mockReset());

  it('shows both nicknames when linked', async () => {
    serve(() => Promise.resolve(partner));
    renderWithRouter(<HomeScreen />, { path: '/' });
    const line = await screen.findByText(
      (_content, element) => element?.tagName === 'P' && /♥/.test(element.textContent ?? ''),
    );
    expect(line).toHaveTextContent(/^민준 ♥.*서연$/);
    expect(screen.queryByRole('heading', { name: '연인과 연결해 보세요' })).toBeNull();
  });

  it('invites a member without a partner (40301) to link', async () => {
    serve(() => Promise.reject(apiError(40301)));
    renderWithRouter(<HomeScreen />, { path: '/' });
    expect(
      await screen.findByRole('heading', { name: '연인과 연결해 보세요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '커플 연결하기' })).toHaveAttribute(
      'href',
      '/my-page/couple-management',
    );
    expect(screen.queryByText(/♥/)).toBeNull();
  });

  it('still renders when partner info fails for another reason', async () => {
    serve(() => Promise.reject(apiError(50000)));
    renderWithRouter(<HomeScreen />, { path: '/' });
    expect(await screen.findByRole('heading', { name: '민준님, 반가워요!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '연인과 연결해 보세요' })).toBeNull();
  });
});
