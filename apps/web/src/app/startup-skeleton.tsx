/** Shown while start-up resolves the login state (SPEC 2.2 / 4.1). */
export function StartupSkeleton() {
  return (
    <div className="flex min-h-dvh justify-center bg-bg" aria-busy="true">
      <div className="flex w-full max-w-app flex-col gap-5 px-5 pt-safe">
        <span className="sr-only" role="status">
          불러오는 중이에요
        </span>
        <div className="mt-4 flex h-header items-center justify-between" aria-hidden="true">
          <div className="skeleton h-7 w-24 rounded-full" />
          <div className="skeleton size-9 rounded-full" />
        </div>
        <div className="skeleton h-40 w-full rounded-card" aria-hidden="true" />
        <div className="skeleton h-24 w-full rounded-card" aria-hidden="true" />
        <div className="skeleton h-24 w-full rounded-card" aria-hidden="true" />
      </div>
    </div>
  );
}
