import { useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import type { NotificationKind, QuietHours } from '@dama/contract';
import { trackButton } from '@/shared/analytics';
import { serverMessageOf } from '@/shared/api';
import { isInNativeApp } from '@/shared/bridge';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { Switch } from '@/shared/ui/switch';
import { toast } from '@/shared/ui/toast';
import {
  notificationSettingsQuery,
  useSaveNotificationSettings,
  type SettingsChange,
} from '../api/notification-settings';
import { pushRegistration } from '../model/push-instance';
import type { PushState } from '../model/push-registration';
import { clockLabel, clockOptions, KIND_ROWS } from '../model/settings-copy';

const SAVE_FAILED = '설정을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * Notification settings `/my-page/notifications` (issue 25, decision 0061): whether this device
 * gets pushes (asking the browser or the phone), a switch per kind, quiet hours and, when linked,
 * the couple's question time. Every change is saved at once and shown before the server answers;
 * a failure puts it back and says so.
 */
export function NotificationSettingsScreen() {
  const { data: settings } = useSuspenseQuery(notificationSettingsQuery());
  const save = useSaveNotificationSettings();

  const change = (next: SettingsChange, analyticsName: string) => {
    trackButton(analyticsName);
    save.mutate(next, { onError: (error) => toast.error(serverMessageOf(error) ?? SAVE_FAILED) });
  };
  const setKind = (kind: NotificationKind, on: boolean) =>
    change({ kinds: { [kind]: on } }, 'toggle_notification_kind');
  const setQuiet = (quietHours: QuietHours, analyticsName: string) =>
    change({ quietHours }, analyticsName);

  return (
    <Screen className="px-5 pb-10" header={<PageHeader title="알림 설정" />}>
      <PushSection />

      <Group title="알림 종류" note="끈 알림은 푸시로 오지 않고 알림 센터에만 남아요.">
        {KIND_ROWS.map(({ kind, label, hint }) => (
          <SwitchRow
            key={kind}
            label={label}
            hint={hint}
            checked={settings.kinds[kind]}
            onChange={(on) => setKind(kind, on)}
          />
        ))}
      </Group>

      <Group title="방해 금지 시간" note="이 시간에 온 알림은 끝나는 시각에 모아서 보내 드려요.">
        <SwitchRow
          label="방해 금지 시간 사용"
          checked={settings.quietHours.enabled}
          onChange={(enabled) =>
            setQuiet({ ...settings.quietHours, enabled }, 'toggle_quiet_hours')
          }
        />
        {settings.quietHours.enabled ? (
          <>
            <TimeRow
              label="시작"
              value={settings.quietHours.start}
              step={30}
              onChange={(start) =>
                setQuiet({ ...settings.quietHours, start }, 'change_quiet_hours')
              }
            />
            <TimeRow
              label="종료"
              value={settings.quietHours.end}
              step={30}
              onChange={(end) => setQuiet({ ...settings.quietHours, end }, 'change_quiet_hours')}
            />
          </>
        ) : null}
      </Group>

      {settings.questionTime !== null ? (
        <Group
          title="질문 시간"
          note="매일 이 시간에 아직 답하지 않은 사람에게 오늘의 질문을 알려 드려요. 둘 중 누가 바꿔도 함께 바뀌어요."
        >
          <TimeRow
            label="질문이 오는 시각"
            value={settings.questionTime}
            step={10}
            onChange={(questionTime) => change({ questionTime }, 'change_question_time')}
          />
        </Group>
      ) : null}
    </Screen>
  );
}

function Group({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="mb-2 px-1 text-[13px] font-semibold text-muted">
        {title}
      </h2>
      <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl bg-surface">
        {children}
      </ul>
      {note ? <p className="mt-2 px-1 text-[13px] leading-relaxed text-muted">{note}</p> : null}
    </section>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <li className="flex min-h-14 items-center gap-3 py-2 pr-3 pl-4">
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span id={labelId} className="text-[15px] text-fg">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="text-[13px] leading-snug text-muted">
            {hint}
          </span>
        ) : null}
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        labelledBy={labelId}
        describedBy={hint ? hintId : undefined}
      />
    </li>
  );
}

function TimeRow({
  label,
  value,
  step,
  onChange,
}: {
  label: string;
  value: string;
  step: number;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <li className="flex min-h-14 items-center gap-3 py-2 pr-3 pl-4">
      <label htmlFor={id} className="flex-1 text-[15px] text-fg">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-xl bg-surface-2 px-3 text-[15px] font-semibold text-fg"
      >
        {clockOptions(step, value).map((time) => (
          <option key={time} value={time}>
            {clockLabel(time)}
          </option>
        ))}
      </select>
    </li>
  );
}

const PUSH_COPY: Record<PushState['status'], { title: string; body: string }> = {
  unknown: { title: '푸시 알림', body: '이 기기의 알림 상태를 확인하고 있어요.' },
  on: { title: '이 기기로 알림을 받고 있어요', body: '앱을 닫아 두어도 알림이 와요.' },
  off: {
    title: '이 기기로 알림을 받지 않고 있어요',
    body: '알림을 켜면 앱을 닫아 두어도 연인의 소식을 바로 받을 수 있어요.',
  },
  blocked: { title: '알림이 꺼져 있어요', body: '' },
  unsupported: {
    title: '이 브라우저에서는 푸시 알림을 받을 수 없어요',
    body: '새 알림은 홈의 종 모양 아이콘에서 확인할 수 있어요.',
  },
  failed: {
    title: '알림을 켜지 못했어요',
    body: '잠시 후 다시 시도해 주세요.',
  },
};

function blockedHelp(): string {
  return isInNativeApp()
    ? '휴대폰의 설정 앱에서 담아의 알림을 허용해 주세요.'
    : '브라우저가 이 사이트의 알림을 막고 있어요. 주소창의 사이트 설정에서 알림을 허용해 주세요.';
}

/** This device's pushes: what the browser or the phone allows, and a way to ask. */
function PushSection() {
  const state = useSyncExternalStore(pushRegistration.subscribe, pushRegistration.getState);
  useEffect(() => {
    if (pushRegistration.getState().status === 'unknown') void pushRegistration.sync();
  }, []);
  const copy = PUSH_COPY[state.status];
  const on = state.status === 'on';
  const canAsk = state.status === 'off' || state.status === 'failed';
  return (
    <section
      aria-labelledby="push-state"
      className="mt-4 flex items-start gap-3 rounded-2xl bg-surface-2 p-4"
      data-testid="push-state"
      data-status={state.status}
    >
      <span
        aria-hidden="true"
        className={
          on
            ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary'
            : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg'
        }
      >
        <Bell className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="push-state" className="text-[15px] font-bold text-fg">
          {copy.title}
        </h2>
        <p className="text-[14px] leading-relaxed text-muted">
          {state.status === 'blocked' ? blockedHelp() : copy.body}
        </p>
        {canAsk ? (
          <Button
            size="sm"
            className="mt-2 self-start"
            analyticsName="enable_push"
            action={async () => {
              const next = await pushRegistration.enable();
              if (next.status === 'on') toast.success('이제 이 기기로 알림을 받아요.');
            }}
          >
            알림 켜기
          </Button>
        ) : null}
      </div>
    </section>
  );
}
