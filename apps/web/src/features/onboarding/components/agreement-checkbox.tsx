import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

interface AgreementCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** The larger "agree to all" row. */
  emphasis?: boolean;
}

/** A native checkbox drawn as a round tick, with its label filling a 48 px tall row. */
export function AgreementCheckbox({
  id,
  checked,
  onChange,
  children,
  emphasis,
}: AgreementCheckboxProps) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 py-2 select-none"
    >
      <input
        id={id}
        type="checkbox"
        className="peer sr-only"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span
        aria-hidden="true"
        className={[
          'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-focus peer-focus-visible:ring-offset-2',
          checked
            ? 'border-primary bg-primary text-on-primary'
            : 'border-line bg-surface text-transparent',
        ].join(' ')}
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
      <span className={emphasis ? 'text-lg font-bold text-fg' : 'text-[15px] text-fg'}>
        {children}
      </span>
    </label>
  );
}
