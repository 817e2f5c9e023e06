// No imports on purpose: the build renders this component into index.html (build/static-shell.ts,
// decision 0030), so the first paint does not wait for the JavaScript, and React's own first
// render of it replaces that markup with the same markup.

/** 담이's speech bubble (the favicon's drawing), the brand mark of the start-up screen. */
function BrandMark() {
  return (
    <svg viewBox="0 0 120 120" className="size-9" aria-hidden="true" focusable="false">
      <path
        d="M60 14c27.6 0 48 18.8 48 44s-20.4 44-48 44c-5.4 0-10.6-.7-15.4-2.1L28 108l3.4-15.6C18.9 84.3 12 72 12 58c0-25.2 20.4-44 48-44z"
        fill="#ffae96"
      />
      <g stroke="#3a2520" strokeWidth="5" strokeLinecap="round" fill="none">
        <path d="M40 55q6-7 12 0" />
        <path d="M68 55q6-7 12 0" />
        <path d="M52 66q8 8 16 0" />
      </g>
    </svg>
  );
}

/**
 * Shown while start-up resolves the login state and the first screen loads (SPEC 2.2 / 4.1); the
 * same markup is in index.html before any JavaScript runs. Nothing in it depends on the member or
 * the route, so it is right for every first screen.
 */
export function StartupSkeleton() {
  return (
    <div className="flex min-h-dvh justify-center bg-bg" aria-busy="true">
      <div className="flex w-full max-w-app flex-col gap-5 px-5 pt-safe">
        <span className="sr-only" role="status">
          불러오는 중이에요
        </span>
        <div className="mt-4 flex h-header items-center justify-between" aria-hidden="true">
          <BrandMark />
          <div className="skeleton size-9 rounded-full" />
        </div>
        <div className="skeleton h-40 w-full rounded-card" aria-hidden="true" />
        <div className="skeleton h-24 w-full rounded-card" aria-hidden="true" />
        <div className="skeleton h-24 w-full rounded-card" aria-hidden="true" />
      </div>
    </div>
  );
}
