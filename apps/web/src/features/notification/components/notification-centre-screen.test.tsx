import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { ApiError } from '@/shared/api';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { NotificationCentreScreen } from './notification-centre-screen';
import { NotificationBell } from './notification-bell';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

function entry(id: number, createdAt: string, overrides: Partial<NotificationItem> = {}) {
  return {
    id,
    kind: 'PARTNER_ANSWERED',
    title: `서연님이 오늘의 질문에 답했어요 ${id}`,
    body: '나도 답하고 서로의 답변을 확인해 보세요',
    link: `/question/see-answer?coupleQuestionId=${id}`,
    target: { coupleQuestionId: id },
    isRead: false,
    createdAt,
    ...overrides,
  } satisfies NotificationItem;
}

const today = new Date();
const iso = (daysAgo: number, hour: number) => {
  const at = new Date(today.getTime() - daysAgo * 86_400_000);
  // Noon-ish in Korea so "today" stays today whatever the clock.
  const day = new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00.000+09:00`;
};

function serve(entries: NotificationItem[], { readFails = false } = {}) {
  let unread = entries.filter((e) => !e.isRead).length;
  apiCall.mockImplementation(
    (operation: string, input?: { query?: { page: number; size: number } }) => {
      switch (operation) {
        case 'listNotifications': {
          const { page, size } = input!.query!;
          const list = entries.slice(page * size, page * size + size);
          return Promise.resolve({ page, size: list.length, list, totalCount: entries.length });
        }
        case 'getUnreadNotificationCount':
          return Promise.resolve({ unreadCount: unread });
        case 'markCentreNotificationsRead':
        case 'markAllNotificationsRead':
          if (readFails) return Promise.reject(new ApiError('서버 오류'));
          unread = operation === 'markAllNotificationsRead' ? 0 : Math.max(0, unread - 1);
          return Promise.resolve({ unreadCount: unread });
        default:
          return Promise.reject(new Error(operation));
      }
    },
  );
}

beforeEach(() => {
  apiCall.mockReset();
  toast.error.mockReset();
  window.__DAMA_ANALYTICS__ = [];
});

describe('the notification centre', () => {
  it('groups entries by day, newest first, unread marked', async () => {
    serve([entry(3, iso(0, 0)), entry(2, iso(1, 21), { isRead: true }), entry(1, iso(3, 9))]);
    renderScreen(NotificationCentreScreen, { path: '/notifications' });
    const todayGroup = await screen.findByRole('region', { name: '오늘' });
    expect(within(todayGroup).getAllByTestId('notification-entry')).toHaveLength(1);
    const yesterday = screen.getByRole('region', { name: '어제' });
    const read = within(yesterday).getByTestId('notification-entry');
    expect(read).toHaveAttribute('data-read', 'true');
    expect(within(read).queryByText('읽지 않음')).not.toBeInTheDocument();
    const unread = within(todayGroup).getByTestId('notification-entry');
    expect(within(unread).getByText('읽지 않음')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(3);
  });

  it('marks a tapped entry read and opens its screen', async () => {
    serve([entry(7, iso(0, 0))]);
    const user = userEvent.setup();
    const { router } = renderScreen(NotificationCentreScreen, { path: '/notifications' });
    await user.click(await screen.findByRole('button', { name: /답했어요 7/ }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('markCentreNotificationsRead', {
        body: { notificationIds: [7] },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/question/see-answer'));
    expect(router.state.location.search).toEqual({ coupleQuestionId: 7 });
    expect(trackedButtons()).toContain('open_notification');
  });

  it('reads them all; a failure puts them back and says so', async () => {
    serve([entry(2, iso(0, 0)), entry(1, iso(0, 0))], { readFails: true });
    const user = userEvent.setup();
    renderScreen(NotificationCentreScreen, { path: '/notifications' });
    await screen.findAllByTestId('notification-entry');
    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        '읽음으로 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
      ),
    );
    for (const row of screen.getAllByTestId('notification-entry'))
      expect(row).toHaveAttribute('data-read', 'false');
    expect(trackedButtons()).toContain('read_all_notifications');
  });

  it('reads them all', async () => {
    serve([entry(2, iso(0, 0)), entry(1, iso(0, 0))]);
    const user = userEvent.setup();
    renderScreen(NotificationCentreScreen, { path: '/notifications' });
    await screen.findAllByTestId('notification-entry');
    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() =>
      screen
        .getAllByTestId('notification-entry')
        .forEach((row) => expect(row).toHaveAttribute('data-read', 'true')),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '모두 읽음' })).not.toBeInTheDocument(),
    );
  });

  it('loads 20 at a time with 더 보기', async () => {
    serve(Array.from({ length: 23 }, (_, i) => entry(100 - i, iso(i, 12), { isRead: true })));
    const user = userEvent.setup();
    renderScreen(NotificationCentreScreen, { path: '/notifications' });
    await waitFor(() => expect(screen.getAllByTestId('notification-entry')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-entry')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    expect(screen.getByText('최근 30일의 알림이에요.')).toBeInTheDocument();
  });

  it('says so in 해요체 when there is nothing', async () => {
    serve([]);
    renderScreen(NotificationCentreScreen, { path: '/notifications' });
    expect(
      await screen.findByRole('heading', { name: '아직 받은 알림이 없어요' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).not.toBeInTheDocument();
  });
});

describe('the bell', () => {
  it('shows the unread count, capped at 99+, in its name too', async () => {
    apiCall.mockResolvedValue({ unreadCount: 120 });
    const user = userEvent.setup();
    const { router } = renderScreen(NotificationBell, { path: '/' });
    const bell = await screen.findByRole('link', { name: '알림, 읽지 않은 알림 99개 넘게' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('99+');
    await user.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    expect(trackedButtons()).toContain('open_notifications');
  });

  it('has no badge with nothing unread', async () => {
    apiCall.mockResolvedValue({ unreadCount: 0 });
    renderScreen(NotificationBell, { path: '/' });
    await screen.findByRole('link', { name: '알림' });
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });
});
