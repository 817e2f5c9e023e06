import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/shared/ui/cn';

interface MenuRowProps {
  label: string;
  /** Drawn in a soft tile before the label. */
  icon?: LucideIcon;
  /** The current value, shown in grey before the chevron. */
  value?: ReactNode;
  onClick: () => void;
  tone?: 'default' | 'danger';
}

/** One tappable row of a my-page list: 56 px tall, icon and label left, value and chevron right. */
export function MenuRow({ label, icon: Icon, value, onClick, tone = 'default' }: MenuRowProps) {
  const danger = tone === 'danger';
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex min-h-14 w-full items-center gap-3 px-4 text-left hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none"
      >
        {Icon && (
          <span
            aria-hidden="true"
            className={cn(
              'flex size-9 shrink-0 items-center justify-center rounded-xl',
              danger ? 'bg-surface-2 text-danger' : 'bg-primary-soft text-primary-soft-fg',
            )}
          >
            <Icon className="size-[18px]" />
          </span>
        )}
        <span className={cn('flex-1 text-[15px]', danger ? 'text-danger' : 'text-fg')}>
          {label}
        </span>
        {value !== undefined ? <span className="text-[15px] text-muted">{value}</span> : null}
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </button>
    </li>
  );
}

/** A titled card of menu rows (the grouping Korean apps use on their settings pages). */
export function MenuGroup({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={cn('mt-6', className)}>
      <h2 className="mb-2 px-1 text-[13px] font-semibold text-muted">{title}</h2>
      <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-2xl bg-surface">
        {children}
      </ul>
    </section>
  );
}
