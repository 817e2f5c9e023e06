/** The 담아 wordmark (accessible name "담아"). */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={className}>
      <span className="text-[44px] leading-none font-black tracking-[-0.04em] text-primary">
        담아
      </span>
    </span>
  );
}
