import { useId, type ReactNode } from 'react';
import type { LoveTypeIllustration as IllustrationKind } from '@dama/contract';
import { MascotBody } from '@/shared/ui/mascot';

const INK = '#3a2520';

/** 담이 the way each attachment type tends to feel: four small variations of the mascot. */
const FACES: Record<
  IllustrationKind,
  { body: [string, string]; face: ReactNode; extra: ReactNode }
> = {
  // 안정형: smiling eyes, a relaxed smile and a heart held close.
  steady: {
    body: ['#ffc9b5', '#ff9f86'],
    face: (
      <g stroke={INK} strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M40 55 q6 -7 12 0" />
        <path d="M68 55 q6 -7 12 0" />
        <path d="M51 67 q9 9 18 0" strokeWidth="3.5" />
      </g>
    ),
    extra: (
      <path
        d="M60 104 c-10 -7 -16 -12 -16 -18 a7 7 0 0 1 16 -3 a7 7 0 0 1 16 3 c0 6 -6 11 -16 18z"
        fill="#e85d4a"
        stroke="#fff"
        strokeWidth="2.5"
      />
    ),
  },
  // 불안형: big eyes looking up at two little hearts, a small worried mouth.
  longing: {
    body: ['#ffd0c0', '#ffa58e'],
    face: (
      <g>
        <ellipse cx="46" cy="54" rx="6" ry="7" fill={INK} />
        <ellipse cx="74" cy="54" rx="6" ry="7" fill={INK} />
        <circle cx="48" cy="51" r="2.2" fill="#fff" />
        <circle cx="76" cy="51" r="2.2" fill="#fff" />
        <ellipse cx="60" cy="71" rx="4" ry="3.5" fill="#b8433a" stroke={INK} strokeWidth="2.5" />
        <path d="M86 40 q4 6 0 9 q-4 -3 0 -9z" fill="#8fc7ff" />
      </g>
    ),
    extra: (
      <g fill="#ff7f6a">
        <path d="M100 16 c-5 -4 -8 -6 -8 -9 a3.5 3.5 0 0 1 8 -1.5 a3.5 3.5 0 0 1 8 1.5 c0 3 -3 5 -8 9z" />
        <path d="M110 34 c-3.5 -2.5 -5.5 -4 -5.5 -6 a2.5 2.5 0 0 1 5.5 -1 a2.5 2.5 0 0 1 5.5 1 c0 2 -2 3.5 -5.5 6z" />
      </g>
    ),
  },
  // 회피형: eyes closed in its own calm, headphones on, a little space of its own.
  independent: {
    body: ['#ffc2ad', '#f79a83'],
    face: (
      <g stroke={INK} strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M40 56 h12" />
        <path d="M68 56 h12" />
        <path d="M54 68 q6 3 12 0" strokeWidth="3.5" />
      </g>
    ),
    extra: (
      <g>
        <path
          d="M20 58 q0 -46 40 -46 q40 0 40 46"
          stroke="#6d7fa8"
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
        <rect x="10" y="50" width="14" height="22" rx="6" fill="#8fa4d4" />
        <rect x="96" y="50" width="14" height="22" rx="6" fill="#8fa4d4" />
        <g fill="#6d7fa8">
          <circle cx="112" cy="20" r="2.5" />
          <path d="M114 20 v-12 l6 2" stroke="#6d7fa8" strokeWidth="2" fill="none" />
        </g>
      </g>
    ),
  },
  // 혼란형: one eye smiling and one unsure, a wavy mouth and a small swirl of feelings.
  mixed: {
    body: ['#ffc7b8', '#fb9c88'],
    face: (
      <g>
        <path
          d="M40 55 q6 -7 12 0"
          stroke={INK}
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
        <ellipse cx="74" cy="55" rx="4.5" ry="5.5" fill={INK} />
        <path
          d="M50 69 q5 -4 10 0 q5 4 10 0"
          stroke={INK}
          strokeWidth="3.5"
          strokeLinecap="round"
          fill="none"
        />
      </g>
    ),
    extra: (
      <g fill="none" strokeLinecap="round" strokeWidth="3">
        <path d="M98 22 a6 6 0 1 1 6 6 a3 3 0 1 1 -3 -3" stroke="#b38ad9" />
        <path
          d="M16 26 c-5 -4 -8 -6 -8 -9 a3.5 3.5 0 0 1 8 -1.5 a3.5 3.5 0 0 1 8 1.5 c0 3 -3 5 -8 9z"
          fill="#ff8a75"
          stroke="none"
        />
      </g>
    ),
  },
};

export interface LoveTypeIllustrationProps {
  kind: IllustrationKind;
  size?: number;
  /** Accessible name; decorative when absent. */
  label?: string;
  className?: string;
}

/** Inline SVG, our own drawing (a variation of the shared `Mascot`). */
export function LoveTypeIllustration({
  kind,
  size = 120,
  label,
  className,
}: LoveTypeIllustrationProps) {
  const gradientId = useId();
  const { body, face, extra } = FACES[kind];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 120 120"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-illustration={kind}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={body[0]} />
          <stop offset="1" stopColor={body[1]} />
        </linearGradient>
      </defs>
      <MascotBody gradientId={gradientId} />
      {face}
      {extra}
    </svg>
  );
}
