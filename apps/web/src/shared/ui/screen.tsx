import type { ReactNode } from 'react';
import { cn } from './cn';

export interface ScreenProps {
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A screen: the 600 px centred column (SPEC 9) with safe-area insets, a sticky header slot, a
 * scrollable body and a sticky footer slot (for the main action or the bottom navigation).
 */
export function Screen({ header, footer, children, className }: ScreenProps) {
  return (
    <div className="flex min-h-dvh justify-center bg-bg">
      <div className="relative flex min-h-dvh w-full max-w-app flex-col px-safe">
        {header && (
          <div className="sticky top-0 z-20 bg-bg/95 pt-safe backdrop-blur-sm">{header}</div>
        )}
        {!header && <div className="pt-safe" />}
        <main className={cn('flex flex-1 flex-col', !footer && 'pb-safe', className)}>
          {children}
        </main>
        {footer && (
          <div className="sticky bottom-0 z-20 bg-bg/95 pb-safe backdrop-blur-sm">{footer}</div>
        )}
      </div>
    </div>
  );
}
