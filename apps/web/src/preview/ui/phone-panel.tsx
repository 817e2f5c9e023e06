import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import type { NativeShell } from '../shell/native-shell';
import { presetsFor, type PhoneDefinition } from '../shell/phones';
import { LoginSheet, PROVIDER_NAMES } from './login-sheet';
import { DEVICE_HEIGHT, DEVICE_WIDTH, useDeviceScale } from './use-device-scale';

interface PhonePanelProps {
  phone: PhoneDefinition;
  shell: NativeShell;
  registerFrame: (frame: HTMLIFrameElement | null) => void;
  onReload: () => void;
  onReset: () => void;
  onOpenPush: (link: string) => void;
}

/** How long the system banner of a push stays over the phone. */
const PUSH_BANNER_MS = 6000;

/** One phone: its label, who is signed in, reload / reset, and the app in a 390×844 frame. */
export function PhonePanel({
  phone,
  shell,
  registerFrame,
  onReload,
  onReset,
  onOpenPush,
}: PhonePanelProps) {
  const headingId = useId();
  const snapshot = useSyncExternalStore(shell.subscribe, shell.getSnapshot);
  const [measure, scale] = useDeviceScale();
  const { identity, loginRequest, push } = snapshot;
  const frame = useRef<HTMLIFrameElement | null>(null);
  const sheetWasOpen = useRef(false);

  const frameRef = useCallback(
    (element: HTMLIFrameElement | null) => {
      frame.current = element;
      registerFrame(element);
    },
    [registerFrame],
  );

  // When the login sheet closes, focus goes back into the phone, where the app carries on.
  useEffect(() => {
    if (loginRequest) sheetWasOpen.current = true;
    else if (sheetWasOpen.current) {
      sheetWasOpen.current = false;
      frame.current?.focus();
    }
  }, [loginRequest]);

  // The system banner goes by itself, as a phone's does.
  useEffect(() => {
    if (!push) return;
    const timer = setTimeout(() => shell.dismissPush(push.seq), PUSH_BANNER_MS);
    return () => clearTimeout(timer);
  }, [push, shell]);

  const deviceStyle = {
    '--device-scale': String(scale),
    width: `${DEVICE_WIDTH * scale}px`,
    height: `${DEVICE_HEIGHT * scale}px`,
  } as CSSProperties;

  return (
    <section
      className="phone"
      aria-labelledby={headingId}
      ref={measure}
      style={{ '--device-width': `${DEVICE_WIDTH * scale}px` } as CSSProperties}
    >
      <div className="phone-bar">
        <div>
          <h2 id={headingId} className="phone-label">
            {phone.label}
          </h2>
          <p className="phone-identity" aria-live="polite">
            {identity
              ? `${identity.label ?? identity.subject} · ${PROVIDER_NAMES[identity.provider]}로 로그인했어요`
              : '로그인하지 않았어요'}
          </p>
        </div>
        <div className="phone-actions">
          <button type="button" className="button secondary" onClick={onReload}>
            새로고침
          </button>
          <button type="button" className="button secondary" onClick={onReset}>
            초기화
          </button>
        </div>
      </div>
      <div className="device-slot">
        <div className="device" style={deviceStyle}>
          <iframe
            ref={frameRef}
            className="device-screen"
            src="/"
            name={phone.frameName}
            title={phone.label}
            width={DEVICE_WIDTH}
            height={DEVICE_HEIGHT}
          />
        </div>
        {push && (
          <div className="push-banner" role="status" aria-label={`${phone.label}에 온 푸시 알림`}>
            <button
              type="button"
              className="push-banner-open"
              data-testid="push-banner"
              onClick={() => onOpenPush(push.data.link)}
            >
              <span className="push-banner-app">
                <span aria-hidden="true" className="push-banner-icon">
                  담
                </span>
                담아 · 지금
              </span>
              <strong className="push-banner-title">{push.title}</strong>
              <span className="push-banner-body">{push.body}</span>
            </button>
            <button
              type="button"
              className="push-banner-close"
              aria-label="푸시 알림 닫기"
              onClick={() => shell.dismissPush(push.seq)}
            >
              ×
            </button>
          </div>
        )}
        {loginRequest && (
          <LoginSheet
            phoneLabel={phone.label}
            provider={loginRequest.provider}
            presets={presetsFor(phone.id)}
            onChoose={(chosen) => shell.completeLogin(chosen)}
            onCancel={() => shell.completeLogin(null)}
          />
        )}
      </div>
    </section>
  );
}
