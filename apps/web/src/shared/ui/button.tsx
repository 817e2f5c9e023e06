import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { trackButton } from '../analytics';
import { cn } from './cn';
import { Spinner } from './spinner';
import { useSingleFlight } from './use-single-flight';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'lg' | 'md' | 'sm';

export type ButtonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** button_click name (SPEC 2.3); tracked before onClick runs. */
  analyticsName?: string;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /**
   * A submitting action (issue 24): run once per tap sequence. While its promise is pending the
   * button shows `loading` and further taps are ignored (`useSingleFlight`). Runs after `onClick`.
   */
  action?: () => unknown;
} & ButtonHTMLAttributes<HTMLButtonElement>;

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-on-primary shadow-[0_6px_16px_-8px_rgb(204_75_58/0.7)] enabled:active:bg-primary-pressed',
  secondary: 'bg-primary-soft text-primary-soft-fg enabled:active:brightness-95',
  ghost: 'bg-transparent text-fg enabled:active:bg-surface-2',
  danger: 'bg-danger text-on-danger enabled:active:brightness-95',
};

// Every size keeps a touch target of at least 44 px.
const SIZES: Record<ButtonSize, string> = {
  lg: 'min-h-14 px-6 text-[17px] rounded-2xl',
  md: 'min-h-12 px-5 text-base rounded-xl',
  sm: 'min-h-11 px-4 text-sm rounded-xl',
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'lg',
    fullWidth = false,
    analyticsName,
    loading = false,
    action,
    disabled,
    className,
    onClick,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const flight = useSingleFlight(() => action?.());
  const busy = loading || flight.pending;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (action && flight.isRunning()) return;
    if (analyticsName) trackButton(analyticsName);
    onClick?.(event);
    if (action) void flight.run().catch(() => undefined);
  };
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={handleClick}
      className={cn(
        'inline-flex items-center justify-center gap-2 font-semibold tracking-tight transition-[background-color,filter,opacity,transform] duration-150 select-none enabled:active:scale-[0.98] disabled:opacity-45',
        VARIANTS[variant],
        SIZES[size],
        fullWidth && 'w-full',
        className,
      )}
      {...rest}
    >
      {busy && <Spinner className="size-5" />}
      {children}
    </button>
  );
});
