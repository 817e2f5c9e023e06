import { useEffect } from 'react';
import { bridge } from '../bridge';

/** Tells the shell while a modal or sheet is open (SPEC 7.3 setModalOpen). */
export function useModalBridge(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    bridge.setModalOpen(true).catch(() => undefined);
    return () => {
      bridge.setModalOpen(false).catch(() => undefined);
    };
  }, [open]);
}
