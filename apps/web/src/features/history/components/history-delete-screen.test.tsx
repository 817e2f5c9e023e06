import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Client from '@/shared/api/client';
import { chatKeys } from '@/features/chat';
import { apiError, makeRoomItem, pageOf, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { HistoryDeleteScreen, DELETE_FAILED_MESSAGE } from './history-delete-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const ROOMS = [
  makeRoomItem({ chatRoomId: 3, totalSummary: '세 번째 대화' }),
  makeRoomItem({ chatRoomId: 2, totalSummary: '두 번째 대화' }),
  makeRoomItem({ chatRoomId: 1, totalSummary: '첫 번째 대화' }),
];

let answerDelete: (ok: boolean) => void;

beforeEach(() => {
  apiCall.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
  apiCall.mockImplementation((operation: string) => {
    if (operation === 'listChatRooms') return Promise.resolve({ page: 0, ...pageOf(ROOMS) });
    // The deletion waits until the test answers it.
    return new Promise((resolve, reject) => {
      answerDelete = (ok) => (ok ? resolve({ deletedCount: 2 }) : reject(apiError(40302)));
    });
  });
});

function renderDelete() {
  const user = userEvent.setup();
  const rendered = renderScreen(<HistoryDeleteScreen />, {
    path: '/history/delete',
    seed: (client) =>
      client.setQueryData(chatKeys.history(''), {
        pages: [{ page: 0, ...pageOf(ROOMS) }],
        pageParams: [0],
      }),
  });
  return { ...rendered, user };
}

async function chooseAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: '세 번째 대화' }));
  await user.click(screen.getByRole('checkbox', { name: '첫 번째 대화' }));
  await user.click(screen.getByRole('button', { name: '2개 삭제하기' }));
  const dialog = await screen.findByRole('dialog', { name: '대화 기록 2개를 삭제할까요?' });
  await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
}

describe('history delete', () => {
  it('nothing chosen: the delete button is off', async () => {
    renderDelete();
    expect(await screen.findByRole('button', { name: '삭제할 대화를 골라 주세요' })).toBeDisabled();
  });

  it('deletes the chosen rooms after the confirm modal; they leave the list at once', async () => {
    const { user, router } = renderDelete();
    await chooseAndConfirm(user);
    expect(apiCall).toHaveBeenCalledWith('deleteChatRooms', { body: { chatRoomIdList: [3, 1] } });
    // Before the server answers (the modal still open over it), only the room that stays is listed.
    await waitFor(() => expect(screen.getAllByRole('checkbox', { hidden: true })).toHaveLength(1));
    expect(
      screen.getByRole('checkbox', { hidden: true, name: '두 번째 대화' }),
    ).toBeInTheDocument();
    answerDelete(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(toast.success).toHaveBeenCalledWith('대화 기록 2개를 삭제했어요');
    expect(trackedButtons()).toEqual(['select_item', 'select_item', 'delete_selected']);
  });

  it('a refused deletion brings the rooms back, keeps the choice and shows the toast of SPEC 8.3', async () => {
    const { user, router } = renderDelete();
    await chooseAndConfirm(user);
    await waitFor(() => expect(screen.getAllByRole('checkbox', { hidden: true })).toHaveLength(1));
    answerDelete(false);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(DELETE_FAILED_MESSAGE));
    expect(DELETE_FAILED_MESSAGE).toBe('히스토리 삭제 중 오류가 발생했습니다');
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    expect(screen.getByRole('checkbox', { name: '세 번째 대화' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '두 번째 대화' })).not.toBeChecked();
    expect(router.state.location.pathname).toBe('/history/delete');
  });

  it('back returns to the list (back_delete)', async () => {
    const { user, router } = renderDelete();
    await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(trackedButtons()).toEqual(['back_delete']);
  });
});
