import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { TermsItem } from '@dama/contract';
import { useModalBridge } from '@/shared/ui/use-modal-bridge';
import { Button } from '@/shared/ui/button';
import { TermsBody } from './terms-body';

interface TermsDialogProps {
  /** The term to show; null keeps the dialog closed. */
  term: TermsItem | null;
  onClose: () => void;
}

/** A tall sheet with one term's full text, used by onboarding and my page. */
export function TermsDialog({ term, onClose }: TermsDialogProps) {
  const open = term !== null;

  useModalBridge(open);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[88dvh] w-full max-w-app flex-col rounded-t-3xl bg-surface pb-[env(safe-area-inset-bottom)] shadow-xl focus:outline-none"
        >
          {term ? (
            <>
              <div className="flex h-[60px] shrink-0 items-center justify-between gap-2 pr-2 pl-5">
                <Dialog.Title className="text-lg font-bold text-fg">
                  {term.content.title}
                </Dialog.Title>
                <Dialog.Close
                  className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface-2"
                  aria-label="닫기"
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pb-4">
                <TermsBody term={term} />
              </div>
              <div className="shrink-0 px-5 pt-2 pb-4">
                <Button fullWidth size="lg" onClick={onClose}>
                  확인
                </Button>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
