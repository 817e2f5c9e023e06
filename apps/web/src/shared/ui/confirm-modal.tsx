import { useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { trackButton } from '../analytics';
import { reportError } from '../errors';
import { Button } from './button';
import { cn } from './cn';
import { useModalBridge } from './use-modal-bridge';

export interface ConfirmModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  image?: ReactNode;
  title: string;
  description?: ReactNode;
  /** No cancel button when absent. */
  cancelLabel?: string;
  confirmLabel?: string;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void | Promise<void>;
  confirmAnalyticsName?: string;
  cancelAnalyticsName?: string;
  /** Gives the cancel button the primary look and the confirm button the quiet one. */
  swapEmphasis?: boolean;
  /** Puts the action's button before the cancel button (SPEC 4.2 / 4.3 list the action first). */
  actionFirst?: boolean;
}

/**
 * SPEC 2.4 confirmation modal. While an action runs both buttons are disabled and the modal
 * cannot be dismissed; it closes when the action finishes, whether it succeeded or failed (the
 * caller shows its own toast).
 */
export function ConfirmModal({
  open,
  onOpenChange,
  image,
  title,
  description,
  cancelLabel,
  confirmLabel = '확인',
  onConfirm,
  onCancel,
  confirmAnalyticsName,
  cancelAnalyticsName,
  swapEmphasis = false,
  actionFirst = false,
}: ConfirmModalProps) {
  const [running, setRunning] = useState(false);
  useModalBridge(open);

  const run = async (action: (() => void | Promise<void>) | undefined, analyticsName?: string) => {
    if (running) return;
    if (analyticsName) trackButton(analyticsName);
    setRunning(true);
    try {
      await action?.();
    } catch (error) {
      reportError(error, { source: 'ui', component: 'ConfirmModal' });
    } finally {
      setRunning(false);
      onOpenChange(false);
    }
  };

  const handleOpenChange = (next: boolean) => {
    if (running && !next) return;
    onOpenChange(next);
  };

  const preventWhileRunning = (event: Event) => {
    if (running) event.preventDefault();
  };

  const cancelButton = cancelLabel ? (
    <Button
      variant={swapEmphasis ? 'primary' : 'secondary'}
      size="md"
      fullWidth
      disabled={running}
      onClick={() => void run(onCancel, cancelAnalyticsName)}
    >
      {cancelLabel}
    </Button>
  ) : null;
  const confirmButton = (
    <Button
      variant={swapEmphasis ? 'secondary' : 'primary'}
      size="md"
      fullWidth
      disabled={running}
      aria-busy={running || undefined}
      onClick={() => void run(onConfirm, confirmAnalyticsName)}
    >
      {confirmLabel}
    </Button>
  );

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim data-[state=open]:animate-[dama-fade-in_150ms_ease-out]" />
        <Dialog.Content
          onEscapeKeyDown={preventWhileRunning}
          onPointerDownOutside={preventWhileRunning}
          onInteractOutside={preventWhileRunning}
          aria-busy={running || undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-48px)] max-w-[340px] -translate-x-1/2 -translate-y-1/2 rounded-[28px] bg-surface px-6 pt-7 pb-5 text-center shadow-2xl outline-none data-[state=open]:animate-[dama-pop-in_180ms_ease-out]"
        >
          {image && <div className="mb-4 flex justify-center">{image}</div>}
          <Dialog.Title className="text-[19px] leading-snug font-bold tracking-tight text-fg">
            {title}
          </Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-muted">
              {description}
            </Dialog.Description>
          )}
          <div className={cn('mt-6 flex gap-2', !cancelLabel && 'flex-col')}>
            {actionFirst ? (
              <>
                {confirmButton}
                {cancelButton}
              </>
            ) : (
              <>
                {cancelButton}
                {confirmButton}
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
