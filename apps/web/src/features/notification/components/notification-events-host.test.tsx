import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem } from '@dama/contract';
import type { ForegroundPushListener } from '@/shared/bridge';
import type * as Client from '@/shared/api/client';
import { fakeHub } from '@test/fake-hub';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { notificationKeys } from '../api/notification-keys';
import type { CentrePages } from '../model/centre-list';
import NotificationEventsHost from './notification-events-host';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

const nudge: NotificationItem = {
  id: 31,
  kind: 'PARTNER_NUDGED',
  title: '서연님이 콕 찔렀어요',
  body: '오늘의 질문에 답하고 서로의 마음을 확인해 보세요',
  link: '/question',
  target: {},
  isRead: false,
  createdAt: new Date().toISOString(),
};

function setup(path: string) {
  const stream = fakeHub();
  let pushListener: ForegroundPushListener = () => undefined;
  const foregroundPushes = (listener: ForegroundPushListener) => {
    pushListener = listener;
    return () => undefined;
  };
  const view = renderScreen(
    <NotificationEventsHost hub={stream.hub} foregroundPushes={foregroundPushes} />,
    {
      path,
      seed: (client) => {
        client.setQueryData(notificationKeys.unreadCount, 2);
        client.setQueryData<CentrePages>(notificationKeys.centre, {
          pages: [{ page: 0, size: 0, list: [], totalCount: 0 }],
          pageParams: [0],
        });
      },
    },
  );
  return { stream, view, push: (data: unknown) => act(() => pushListener(data)) };
}

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockResolvedValue({ unreadCount: 0 });
  window.__DAMA_ANALYTICS__ = [];
});

describe('live notifications', () => {
  it('updates the bell and an open centre, and shows the banner elsewhere', async () => {
    const { stream, view } = setup('/history');
    await stream.start();
    await stream.emit('notification_created', { notification: nudge, unreadCount: 3 });
    expect(view.queryClient.getQueryData(notificationKeys.unreadCount)).toBe(3);
    expect(
      view.queryClient.getQueryData<CentrePages>(notificationKeys.centre)?.pages[0]?.list[0]?.id,
    ).toBe(31);
    const banner = await screen.findByTestId('notification-banner');
    expect(banner).toHaveTextContent('서연님이 콕 찔렀어요');

    await stream.emit('notifications_read', { unreadCount: 0 });
    expect(view.queryClient.getQueryData(notificationKeys.unreadCount)).toBe(0);
  });

  it('opens the screen from the banner and marks it read', async () => {
    const { stream, view } = setup('/history');
    await stream.start();
    await stream.emit('notification_created', { notification: nudge, unreadCount: 3 });
    await userEvent.click(await screen.findByRole('button', { name: /서연님이 콕 찔렀어요/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/question'));
    expect(apiCall).toHaveBeenCalledWith('markCentreNotificationsRead', {
      body: { notificationIds: [31] },
    });
    expect(screen.queryByTestId('notification-banner')).not.toBeInTheDocument();
    expect(trackedButtons()).toContain('open_notification_banner');
  });

  it('shows no banner on the screen the notification opens', async () => {
    const { stream } = setup('/question?selectedLevel=2');
    await stream.start();
    await stream.emit('notification_created', { notification: nudge, unreadCount: 3 });
    expect(screen.queryByTestId('notification-banner')).not.toBeInTheDocument();
  });

  it('shows a foreground push once, even when the live event brought it too', async () => {
    const { stream, push } = setup('/');
    await stream.start();
    push({
      notificationId: 31,
      kind: 'PARTNER_NUDGED',
      title: nudge.title,
      body: nudge.body,
      link: '/question',
    });
    expect(await screen.findByTestId('notification-banner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByTestId('notification-banner')).not.toBeInTheDocument();
    await stream.emit('notification_created', { notification: nudge, unreadCount: 3 });
    expect(screen.queryByTestId('notification-banner')).not.toBeInTheDocument();
    expect(trackedButtons()).toContain('close_notification_banner');
  });

  it('goes by itself after five seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { stream } = setup('/');
      await stream.start();
      await stream.emit('notification_created', { notification: nudge, unreadCount: 1 });
      expect(screen.getByTestId('notification-banner')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(5100));
      expect(screen.queryByTestId('notification-banner')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
