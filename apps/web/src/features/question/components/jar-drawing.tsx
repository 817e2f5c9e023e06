import { useEffect, useId, useState } from 'react';

/** The jar's inside, top of the neck to the bottom, in the 64×80 viewBox. */
const INSIDE_TOP = 18;
const INSIDE_HEIGHT = 58;
const BODY = 'M19 17h26c9 5 13 12 13 22v23c0 9-6 14-14 14H20c-8 0-14-5-14-14V39c0-10 4-17 13-22z';

/**
 * The jar of words (decision 0065), drawn by us like 담이: a glass jar with its lid, filled to
 * `fill` (0–1) with little slips of words. The level rises gently from empty when shown and
 * whenever it grows; `prefers-reduced-motion` shows it at once. Decorative unless `label` names it.
 */
export function JarDrawing({
  fill,
  size = 64,
  label,
}: {
  fill: number;
  size?: number;
  label?: string;
}) {
  const clipId = useId();
  const [shown, setShown] = useState(0);
  // One frame at the previous level first, so the CSS transition has something to rise from.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(Math.min(1, Math.max(0, fill))));
    return () => cancelAnimationFrame(frame);
  }, [fill]);
  const drop = (1 - shown) * INSIDE_HEIGHT;

  return (
    <svg
      width={size}
      height={(size * 80) / 64}
      viewBox="0 0 64 80"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      className="shrink-0"
    >
      <clipPath id={clipId}>
        <path d={BODY} />
      </clipPath>
      <path d={BODY} fill="var(--dama-surface-2)" />
      <g clipPath={`url(#${clipId})`}>
        <g
          data-testid="jar-fill"
          style={{ transform: `translateY(${drop}px)` }}
          className="transition-transform duration-1000 ease-out motion-reduce:transition-none"
        >
          <path d={`M0 ${INSIDE_TOP + 2}q8-4 16 0t16 0t16 0t16 0V80H0z`} fill="var(--dama-peach)" />
          <g fill="var(--dama-primary-soft)">
            <rect x="14" y={INSIDE_TOP + 12} width="12" height="5" rx="1.5" />
            <rect x="36" y={INSIDE_TOP + 24} width="12" height="5" rx="1.5" />
            <path
              d="M30 66c-5-3-7-6-7-8.5a3.5 3.5 0 0 1 7-1 3.5 3.5 0 0 1 7 1c0 2.5-2 5.5-7 8.5z"
              fill="var(--dama-primary)"
            />
          </g>
        </g>
      </g>
      <path d={BODY} fill="none" stroke="var(--dama-primary-soft-fg)" strokeWidth="2.5" />
      <rect x="15" y="5" width="34" height="10" rx="3" fill="var(--dama-primary)" />
      <path
        d="M14 30c1-5 3-8 6-10"
        stroke="#fff"
        strokeOpacity=".7"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
