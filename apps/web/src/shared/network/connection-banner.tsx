import { WifiOff } from 'lucide-react';
import { useConnection } from './use-connection';

const MESSAGES = {
  offline: '인터넷 연결이 끊겼어요',
  unreachable: '서버에 다시 연결하고 있어요',
} as const;

/**
 * The one app-wide word on the connection (issue 24, decision 0050): a small calm pill at the top,
 * over the middle of the header (between its back button and its actions, above the toasts' place),
 * while the device is offline or the server cannot be reached, gone when the connection is back.
 * It never takes a tap and never covers what a screen says at its bottom (a failed save's note,
 * the composer).
 */
export function ConnectionBanner() {
  const state = useConnection();
  if (state === 'online') return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 z-50 flex justify-center px-5"
      style={{ top: 'calc(env(safe-area-inset-top) + 4px)' }}
    >
      <p className="flex h-7 max-w-[60%] items-center gap-1.5 rounded-full bg-toast px-3 font-sans text-[13px] leading-none font-medium whitespace-nowrap text-on-toast shadow-md">
        <WifiOff className="size-3.5 shrink-0 text-[#ffc36b]" aria-hidden="true" />
        <span>{MESSAGES[state]}</span>
      </p>
    </div>
  );
}
