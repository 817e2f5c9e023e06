import { Spinner } from '@/shared/ui/spinner';

/** Route pending state (after 1 s, at least 0.5 s: DESIGN 11). */
export function PendingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-bg text-primary" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">불러오는 중이에요</span>
    </div>
  );
}
