import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Provider } from '@dama/contract';
import type { ChosenIdentity } from '../shell/shell-types';
import type { IdentityPreset } from '../shell/phones';

export const PROVIDER_NAMES: Record<Provider, string> = { KAKAO: '카카오', APPLE: 'Apple' };

interface LoginSheetProps {
  phoneLabel: string;
  provider: Provider;
  presets: IdentityPreset[];
  onChoose: (identity: ChosenIdentity) => void;
  onCancel: () => void;
}

/** Stands in for the provider's login screen: pick a preset or type a test identity. */
export function LoginSheet({ phoneLabel, provider, presets, onChoose, onCancel }: LoginSheetProps) {
  const titleId = useId();
  const descriptionId = useId();
  const subjectId = useId();
  const emailId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);
  const [subject, setSubject] = useState('');
  const [email, setEmail] = useState('');
  const providerName = PROVIDER_NAMES[provider];

  useEffect(() => {
    firstButton.current?.focus();
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = subject.trim();
    if (!trimmed) return;
    const mail = email.trim();
    onChoose({ provider, subject: trimmed, email: mail || undefined });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep keyboard focus inside the sheet while it is open.
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('button, input'),
    ).filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="sheet-backdrop">
      <div
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
      >
        <h3 id={titleId} className="sheet-title">
          {phoneLabel} 로그인
        </h3>
        <p id={descriptionId} className="sheet-text">
          {providerName} 로그인 대신 테스트 계정으로 들어가요. 같은 계정 ID로 다시 로그인하면 같은
          회원이에요.
        </p>
        <ul className="preset-list" aria-label="미리 준비된 테스트 계정">
          {presets.map((preset, index) => (
            <li key={preset.subject}>
              <button
                ref={index === 0 ? firstButton : undefined}
                type="button"
                className="preset"
                aria-label={`${preset.name} 계정으로 로그인`}
                onClick={() =>
                  onChoose({
                    provider,
                    subject: preset.subject,
                    email: preset.email,
                    label: preset.name,
                  })
                }
              >
                <span className="preset-name">{preset.name}</span>
                <span className="preset-email">{preset.email}</span>
              </button>
            </li>
          ))}
        </ul>
        <form className="identity-form" onSubmit={submit}>
          <label htmlFor={subjectId}>테스트 계정 ID</label>
          <input
            id={subjectId}
            name="subject"
            required
            maxLength={64}
            autoComplete="off"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
          <label htmlFor={emailId}>이메일 (선택)</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="sheet-actions">
            <button type="button" className="button secondary" onClick={onCancel}>
              취소
            </button>
            <button type="submit" className="button primary">
              이 계정으로 로그인
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
