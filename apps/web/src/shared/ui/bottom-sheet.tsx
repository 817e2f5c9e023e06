import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Drawer } from 'vaul';
import { useBridgeState } from '../bridge';
import { useModalBridge } from './use-modal-bridge';

export interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Optional line under the title. */
  description?: string;
}

/** A bottom sheet (vaul) in the 600 px column, lifted above the shell's keyboard. */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  children,
}: BottomSheetProps) {
  const { keyboardHeight } = useBridgeState();
  useModalBridge(open);
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-50 bg-scrim" />
        <Drawer.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          style={keyboardHeight > 0 ? { paddingBottom: keyboardHeight } : undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] w-full max-w-app flex-col rounded-t-[28px] bg-surface pb-safe outline-none"
        >
          <div
            className="mx-auto mt-3 mb-1 h-1.5 w-10 shrink-0 rounded-full bg-line"
            aria-hidden="true"
          />
          <div className="relative px-6 pt-3 pb-2 pr-16">
            <Drawer.Title className="text-[19px] font-bold tracking-tight text-fg">
              {title}
            </Drawer.Title>
            {/* Swiping down is not for everyone (screen readers, switch access): a visible close. */}
            <Drawer.Close
              aria-label="닫기"
              className="absolute top-1 right-3 flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2"
            >
              <X aria-hidden="true" className="size-5" />
            </Drawer.Close>
            {description && (
              <Drawer.Description className="mt-1 text-[15px] text-muted">
                {description}
              </Drawer.Description>
            )}
          </div>
          <div className="overflow-y-auto px-6 pt-2 pb-6">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
