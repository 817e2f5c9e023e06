import { useId } from 'react';

export type MascotMood = 'happy' | 'calm' | 'sad' | 'celebrate';

export interface MascotProps {
  size?: number;
  mood?: MascotMood;
  /** Accessible name; decorative (hidden from screen readers) when absent. */
  label?: string;
  className?: string;
}

function Eyes({ mood }: { mood: MascotMood }) {
  switch (mood) {
    case 'happy':
    case 'celebrate':
      // Smiling eyes: little arches.
      return (
        <g stroke="#3a2520" strokeWidth="4" strokeLinecap="round" fill="none">
          <path d="M40 55 q6 -7 12 0" />
          <path d="M68 55 q6 -7 12 0" />
        </g>
      );
    case 'sad':
      return (
        <g fill="#3a2520">
          <ellipse cx="46" cy="56" rx="4.5" ry="5.5" />
          <ellipse cx="74" cy="56" rx="4.5" ry="5.5" />
          <path d="M38 45 l10 -3" stroke="#3a2520" strokeWidth="3" strokeLinecap="round" />
          <path d="M82 45 l-10 -3" stroke="#3a2520" strokeWidth="3" strokeLinecap="round" />
        </g>
      );
    case 'calm':
      return (
        <g fill="#3a2520">
          <ellipse cx="46" cy="55" rx="4.5" ry="5.5" />
          <ellipse cx="74" cy="55" rx="4.5" ry="5.5" />
          <circle cx="47.5" cy="53" r="1.5" fill="#fff" />
          <circle cx="75.5" cy="53" r="1.5" fill="#fff" />
        </g>
      );
  }
}

function Mouth({ mood }: { mood: MascotMood }) {
  switch (mood) {
    case 'celebrate':
      return (
        <path
          d="M50 66 q10 14 20 0 z"
          fill="#b8433a"
          stroke="#3a2520"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      );
    case 'happy':
      return (
        <path
          d="M52 66 q8 8 16 0"
          stroke="#3a2520"
          strokeWidth="3.5"
          strokeLinecap="round"
          fill="none"
        />
      );
    case 'sad':
      return (
        <path
          d="M52 72 q8 -7 16 0"
          stroke="#3a2520"
          strokeWidth="3.5"
          strokeLinecap="round"
          fill="none"
        />
      );
    case 'calm':
      return (
        <path
          d="M54 67 q6 4 12 0"
          stroke="#3a2520"
          strokeWidth="3.5"
          strokeLinecap="round"
          fill="none"
        />
      );
  }
}

/** 담이, the mascot: a small round speech-bubble character (inline SVG, our own drawing). */
export function Mascot({ size = 120, mood = 'happy', label, className }: MascotProps) {
  const gradientId = useId();
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
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffc2ad" />
          <stop offset="1" stopColor="#ff9a80" />
        </linearGradient>
      </defs>
      {mood === 'celebrate' && (
        <g>
          <circle cx="14" cy="24" r="4" fill="#ffd36e" />
          <circle cx="106" cy="18" r="3.5" fill="#8fd3b6" />
          <path d="M100 40 l6 -3 l-1 7 z" fill="#ff8a75" />
          <path d="M18 46 l-6 -2 l4 6 z" fill="#8fb8ff" />
          <circle cx="110" cy="58" r="2.5" fill="#ffd36e" />
        </g>
      )}
      <MascotBody gradientId={gradientId} />
      <Eyes mood={mood} />
      <Mouth mood={mood} />
      {mood === 'sad' && <path d="M83 62 q3 6 0 9 q-3 -3 0 -9z" fill="#8fc7ff" />}
    </svg>
  );
}

/**
 * 담이's body in a 120×120 viewBox: a round speech bubble with a little tail at the lower left, its
 * highlight and cheeks, filled with the gradient `gradientId`. Faces and extras go on top.
 */
export function MascotBody({ gradientId }: { gradientId: string }) {
  return (
    <>
      <path
        d="M60 14c27.6 0 48 18.8 48 44s-20.4 44-48 44c-5.4 0-10.6-.7-15.4-2.1L28 108l3.4-15.6C18.9 84.3 12 72 12 58c0-25.2 20.4-44 48-44z"
        fill={`url(#${gradientId})`}
      />
      <path
        d="M34 36c5-8 14-13 24-14"
        stroke="#fff"
        strokeOpacity="0.7"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="36" cy="66" rx="7" ry="4.5" fill="#ff7f6a" opacity="0.55" />
      <ellipse cx="84" cy="66" rx="7" ry="4.5" fill="#ff7f6a" opacity="0.55" />
    </>
  );
}
