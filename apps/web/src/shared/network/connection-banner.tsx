import { WifiOff } from 'lucide-react';
import { useConnection } from './use-connection';

const MESSAGES = {
  offline: '인터넷 연결이 끊겼어요. 연결되면 다시 이어갈게요.',
  unreachable: '서버와 연결이 원활하지 않아요. 다시 연결하고 있어요.',
} as const;

/**
 * The one app-wide word on the connection (issue 24, decision 0050): a calm pill above the bottom
 * bar and the composer while the device is offline or the server cannot be reached, gone when the
 * connection is back. It never takes a tap (what is under it stays usable).
 */
export function ConnectionBanner() {
  const state = useConnection();
  if (state === 'online') return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 z-50 flex justify-center px-5"
      style={{ bottom: 'calc(env(safe-area-inset-bottom) + 96px)' }}
    >
      <p className="flex max-w-full items-center gap-2 rounded-full bg-toast px-4 py-2.5 font-sans text-[14px] leading-snug font-medium break-keep text-on-toast shadow-lg">
        <WifiOff className="size-4 shrink-0 text-[#ffc36b]" aria-hidden="true" />
        <span>{MESSAGES[state]}</span>
      </p>
    </div>
  );
}
