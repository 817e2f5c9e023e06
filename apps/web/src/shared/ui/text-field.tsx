import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { cn } from './cn';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Inline error; shown under the field and announced (aria-invalid, aria-describedby). */
  error?: string | null;
  hint?: string;
  /** Also shows an `n/max` counter. */
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
  /** Visually hide the label (it stays available to screen readers). */
  hideLabel?: boolean;
  type?: 'text' | 'date' | 'email' | 'search' | 'tel' | 'url';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  name?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
  onBlur?: () => void;
  className?: string;
}

/** A labelled text input with inline error, hint and counter. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  placeholder,
  autoFocus,
  hideLabel = false,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  name,
  min,
  max,
  disabled,
  onBlur,
  className,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-baseline justify-between">
        <label
          htmlFor={id}
          className={cn('text-[15px] font-semibold text-fg', hideLabel && 'sr-only')}
        >
          {label}
        </label>
        {maxLength !== undefined && (
          <span className="text-[13px] text-muted tabular-nums" aria-hidden="true">
            {value.length}/{maxLength}
          </span>
        )}
      </div>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        autoFocus={autoFocus}
        inputMode={inputMode}
        autoComplete={autoComplete}
        min={min}
        max={max}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-13 w-full rounded-2xl border bg-surface px-4 text-[17px] text-fg transition-colors outline-none placeholder:text-muted/70 disabled:opacity-60',
          error ? 'border-danger' : 'border-line focus:border-focus',
        )}
      />
      {error && (
        <p id={errorId} role="alert" className="text-[14px] font-medium text-danger">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="text-[14px] text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
