import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { chatKeys } from '@/features/chat';
import { apiError, makeMember, makePartner, makeRoom, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { CHAT_TEST_FIRST_NOTE } from './chat-card';
import { HomeScreen } from './home-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

function renderHome(seed?: Parameters<typeof renderScreen>[1]['seed'], member = makeMember()) {
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<HomeScreen />, {
      path: '/',
      member,
      partner: makePartner(),
      seed,
    }),
  };
}

describe("home's chat card", () => {
  beforeEach(() => {
    apiCall.mockReset();
  });

  it('starts a new chat when the room has only the greeting (start_new_chat)', async () => {
    const { user, router } = renderHome((queryClient) =>
      queryClient.setQueryData(chatKeys.room, makeRoom({ chatRoomState: 'BEFORE_INIT' })),
    );
    await user.click(await screen.findByRole('link', { name: '담이와 대화 시작하기' }));
    expect(router.state.location.pathname).toBe('/chat');
    expect(trackedButtons()).toEqual(['start_new_chat']);
  });

  it('continues a chat under way, with its level (continue_chat)', async () => {
    const { user } = renderHome((queryClient) =>
      queryClient.setQueryData(chatKeys.room, makeRoom({ level: 2 })),
    );
    expect(await screen.findByText('2단계 · 관계 이해 중이에요.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '이어서 이야기하기' }));
    expect(trackedButtons()).toEqual(['continue_chat']);
  });

  it('a failed chat status does not break home: the card offers a start', async () => {
    apiCall.mockRejectedValue(apiError(50000));
    renderHome();
    expect(await screen.findByRole('link', { name: '담이와 대화 시작하기' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '담아님, 반가워요!' })).toBeInTheDocument();
  });

  it('says the attachment test comes first before the member starts a chat', async () => {
    renderHome((queryClient) =>
      queryClient.setQueryData(chatKeys.room, makeRoom({ chatRoomState: 'BEFORE_INIT' })),
    );
    expect(await screen.findByText(CHAT_TEST_FIRST_NOTE)).toBeInTheDocument();
  });

  it('says nothing of the test to a member who has taken it', async () => {
    renderHome(
      (queryClient) =>
        queryClient.setQueryData(chatKeys.room, makeRoom({ chatRoomState: 'BEFORE_INIT' })),
      makeMember({ loveTypeCategory: 'STABLE_TYPE', anxietyRate: 20, avoidanceRate: 20 }),
    );
    expect(await screen.findByRole('link', { name: '담이와 대화 시작하기' })).toBeInTheDocument();
    expect(screen.queryByText(CHAT_TEST_FIRST_NOTE)).toBeNull();
  });
});
