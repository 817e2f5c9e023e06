import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface MenuRowProps {
  label: string;
  /** The current value, shown in grey before the chevron. */
  value?: ReactNode;
  onClick: () => void;
  tone?: 'default' | 'danger';
}

/** One tappable row of a my-page list: 56 px tall, label left, value and chevron right. */
export function MenuRow({ label, value, onClick, tone = 'default' }: MenuRowProps) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex min-h-14 w-full items-center gap-3 px-5 text-left hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none"
      >
        <span
          className={
            tone === 'danger' ? 'flex-1 text-[15px] text-danger' : 'flex-1 text-[15px] text-fg'
          }
        >
          {label}
        </span>
        {value !== undefined ? <span className="text-[15px] text-muted">{value}</span> : null}
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </button>
    </li>
  );
}
