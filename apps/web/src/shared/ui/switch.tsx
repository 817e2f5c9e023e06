import { cn } from './cn';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name (the visible label's id through `labelledBy`, or this text). */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
}

/** An on/off switch (role="switch"): a 51×31 track inside a 44 px touch target. */
export function Switch({
  checked,
  onChange,
  label,
  labelledBy,
  describedBy,
  disabled,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="group flex min-h-11 min-w-14 shrink-0 items-center justify-end disabled:opacity-45"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-[31px] w-[51px] rounded-full transition-colors duration-200 motion-reduce:transition-none',
          checked ? 'bg-primary' : 'bg-muted/55',
          'group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-primary',
        )}
      >
        <span
          className={cn(
            'absolute top-[2px] left-[2px] size-[27px] rounded-full bg-white shadow-sm transition-transform duration-200 motion-reduce:transition-none',
            checked && 'translate-x-5',
          )}
        />
      </span>
    </button>
  );
}
