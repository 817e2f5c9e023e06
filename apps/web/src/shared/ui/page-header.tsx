import type { ReactNode } from 'react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { trackButton } from '../analytics';
import { cn } from './cn';

export interface PageHeaderProps {
  title?: string;
  /** Runs instead of going back in history. */
  onBack?: () => void;
  hideBack?: boolean;
  right?: ReactNode;
  /** `large`: a large left-aligned title with the right slot (no back button). */
  variant?: 'default' | 'large';
  /** button_click name of the back button. */
  backAnalyticsName?: string;
}

/**
 * Back in history, or home when the screen was opened directly. `ignoreBlocker` for a screen that
 * has already asked whether to leave.
 */
export function useGoBack(): (options?: { ignoreBlocker?: boolean }) => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return ({ ignoreBlocker = false } = {}) => {
    if (canGoBack) router.history.back({ ignoreBlocker });
    else void router.navigate({ to: '/', replace: true, ignoreBlocker });
  };
}

/** SPEC 2.4 page header: 50 px, at most 600 px wide; back on the left, title, right slot. */
export function PageHeader({
  title,
  onBack,
  hideBack = false,
  right,
  variant = 'default',
  backAnalyticsName,
}: PageHeaderProps) {
  const back = useGoBack();

  const goBack = () => {
    if (backAnalyticsName) trackButton(backAnalyticsName);
    if (onBack) onBack();
    else back();
  };

  if (variant === 'large') {
    return (
      <header className="flex h-header w-full max-w-app items-center justify-between gap-2 px-5">
        {title && (
          <h1 className="truncate text-[22px] font-bold tracking-tight text-fg">{title}</h1>
        )}
        <div className="flex items-center gap-1">{right}</div>
      </header>
    );
  }

  return (
    <header className="relative flex h-header w-full max-w-app items-center justify-between px-1">
      <div className="z-10 flex min-w-11 items-center">
        {!hideBack && (
          <button
            type="button"
            onClick={goBack}
            aria-label="뒤로 가기"
            className="inline-flex size-11 items-center justify-center rounded-full text-fg active:bg-surface-2"
          >
            <ChevronLeft className="size-6" aria-hidden="true" strokeWidth={2.2} />
          </button>
        )}
      </div>
      {title && (
        <h1
          className={cn(
            'pointer-events-none absolute inset-x-14 truncate text-center text-[17px] font-semibold tracking-tight text-fg',
          )}
        >
          {title}
        </h1>
      )}
      <div className="z-10 flex min-w-11 items-center justify-end gap-1">{right}</div>
    </header>
  );
}
