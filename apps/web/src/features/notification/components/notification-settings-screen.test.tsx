import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_QUIET_HOURS,
  NotificationKind,
  type KindSwitches,
  type NotificationSettings,
} from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { ApiError } from '@/shared/api';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { notificationKeys } from '../api/notification-keys';
import { NotificationSettingsScreen } from './notification-settings-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));
const push = vi.hoisted(() => ({
  state: { status: 'off' },
  enable: vi.fn(),
  sync: vi.fn(),
}));
vi.mock('../model/push-instance', () => ({
  pushRegistration: {
    getState: () => push.state,
    subscribe: () => () => undefined,
    sync: push.sync,
    enable: push.enable,
  },
}));

const allOn = Object.fromEntries(
  NotificationKind.options.map((kind) => [kind, true]),
) as KindSwitches;

function settings(overrides: Partial<NotificationSettings> = {}): NotificationSettings {
  return {
    kinds: allOn,
    quietHours: { ...DEFAULT_QUIET_HOURS },
    questionTime: '21:00',
    ...overrides,
  };
}

function renderSettings(initial = settings()) {
  const user = userEvent.setup();
  const view = renderScreen(NotificationSettingsScreen, {
    path: '/my-page/notifications',
    seed: (client) => client.setQueryData(notificationKeys.settings, initial),
  });
  return { user, ...view };
}

beforeEach(() => {
  apiCall.mockReset();
  toast.error.mockReset();
  push.state = { status: 'off' };
  push.enable.mockReset();
  window.__DAMA_ANALYTICS__ = [];
});

describe('notification settings', () => {
  it('saves a switch at once', async () => {
    apiCall.mockResolvedValue(settings());
    const { user } = renderSettings();
    const nudges = await screen.findByRole('switch', { name: '콕 찌르기' });
    expect(nudges).toHaveAttribute('aria-checked', 'true');
    await user.click(nudges);
    expect(nudges).toHaveAttribute('aria-checked', 'false');
    expect(apiCall).toHaveBeenCalledWith('updateNotificationSettings', {
      body: { kinds: { PARTNER_NUDGED: false } },
    });
    expect(trackedButtons()).toContain('toggle_notification_kind');
  });

  it('puts a switch back and says so when saving fails', async () => {
    apiCall.mockRejectedValue(new ApiError('Network Error'));
    const { user } = renderSettings();
    const answers = await screen.findByRole('switch', { name: '연인의 답변' });
    await user.click(answers);
    await waitFor(() => expect(answers).toHaveAttribute('aria-checked', 'true'));
    expect(toast.error).toHaveBeenCalledWith(
      '설정을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('turns quiet hours off and changes their end', async () => {
    apiCall.mockResolvedValue(settings());
    const { user } = renderSettings();
    await user.selectOptions(await screen.findByLabelText('종료'), '07:30');
    expect(apiCall).toHaveBeenLastCalledWith('updateNotificationSettings', {
      body: { quietHours: { enabled: true, start: '23:00', end: '07:30' } },
    });
    await user.click(screen.getByRole('switch', { name: '방해 금지 시간 사용' }));
    expect(apiCall).toHaveBeenLastCalledWith('updateNotificationSettings', {
      body: { quietHours: { enabled: false, start: '23:00', end: '07:30' } },
    });
    expect(screen.queryByLabelText('시작')).not.toBeInTheDocument();
  });

  it("changes the couple's question time", async () => {
    apiCall.mockResolvedValue({ questionTime: '21:30' });
    const { user } = renderSettings();
    const time = await screen.findByLabelText('질문이 오는 시각');
    expect(time).toHaveDisplayValue('오후 9:00');
    await user.selectOptions(time, '21:30');
    expect(apiCall).toHaveBeenCalledWith('updateQuestionTime', { body: { questionTime: '21:30' } });
    expect(time).toHaveDisplayValue('오후 9:30');
    expect(trackedButtons()).toContain('change_question_time');
  });

  it('has no question time for a member with no partner', async () => {
    renderSettings(settings({ questionTime: null }));
    await screen.findByRole('switch', { name: '콕 찌르기' });
    expect(screen.queryByLabelText('질문이 오는 시각')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '질문 시간' })).not.toBeInTheDocument();
  });

  it('asks for pushes on this device', async () => {
    push.enable.mockResolvedValue({ status: 'on' });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: '알림 켜기' }));
    expect(push.enable).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('이제 이 기기로 알림을 받아요.'),
    );
  });

  it('says clearly when the browser blocked notifications', async () => {
    push.state = { status: 'blocked' };
    renderSettings();
    expect(await screen.findByRole('heading', { name: '알림이 꺼져 있어요' })).toBeInTheDocument();
    expect(screen.getByText(/브라우저가 이 사이트의 알림을 막고 있어요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '알림 켜기' })).not.toBeInTheDocument();
  });
});
