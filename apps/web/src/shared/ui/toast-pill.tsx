import { CircleAlert, CircleCheck } from 'lucide-react';

/** The dark pill a toast shows (SPEC 2.4): an icon and one line of text. */
export function ToastPill({ kind, message }: { kind: 'success' | 'error'; message: string }) {
  const Icon = kind === 'success' ? CircleCheck : CircleAlert;
  return (
    <div className="pointer-events-auto mx-auto flex w-fit max-w-full items-center gap-2 rounded-full bg-toast px-5 py-3 font-sans text-[15px] leading-snug font-medium text-on-toast shadow-lg">
      <Icon
        className={
          kind === 'success' ? 'size-5 shrink-0 text-[#7ed6a4]' : 'size-5 shrink-0 text-[#ff9580]'
        }
        aria-hidden="true"
      />
      <span>{message}</span>
    </div>
  );
}
