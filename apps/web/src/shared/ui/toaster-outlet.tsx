import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { markOutletMounted, TOAST_DURATION_MS } from './toast';

const TOP_OFFSET = 'calc(env(safe-area-inset-top) + 35px)';

/** The toast outlet (SPEC 9): top-centre, safe-area top + 35 px, at most one visible. */
export default function ToasterOutlet() {
  useEffect(markOutletMounted, []);
  return (
    <Toaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={1}
      closeButton={false}
      offset={{ top: TOP_OFFSET }}
      mobileOffset={{ top: TOP_OFFSET, left: '20px', right: '20px' }}
      containerAriaLabel="알림"
      toastOptions={{
        unstyled: true,
        classNames: { toast: 'flex w-full justify-center pointer-events-none' },
      }}
    />
  );
}
