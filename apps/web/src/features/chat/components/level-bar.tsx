import { ShieldCheck } from 'lucide-react';
import { CHAT_LEVELS } from '@dama/contract';
import { cn } from '@/shared/ui/cn';
import { levelLabel, toLevel } from '../model/chat-levels';
import { SAFETY_MODE_LABEL, SAFETY_MODE_NOTE } from '../model/safety';

/** Where the conversation is in its levels: "2단계 · 관계 이해" with the four steps. */
function LevelSteps({ level }: { level: number }) {
  const current = toLevel(level);
  return (
    <>
      <p className="text-[14px] font-semibold text-fg">
        <span className="sr-only">지금 </span>
        {levelLabel(current)}
      </p>
      <div aria-hidden="true" className="flex max-w-40 gap-1">
        {CHAT_LEVELS.map((step) => (
          <span
            key={step}
            className={cn('h-1 flex-1 rounded-full', step <= current ? 'bg-primary' : 'bg-line')}
          />
        ))}
      </div>
    </>
  );
}

/** Safety mode: no level and no steps (nothing moves on), a quiet "안전 모드" and why. */
function SafetyState() {
  return (
    <>
      <p className="flex items-center gap-1.5 text-[14px] font-semibold text-safe-fg">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">지금 </span>
        {SAFETY_MODE_LABEL}
      </p>
      <p className="text-[12px] leading-snug text-muted">{SAFETY_MODE_NOTE}</p>
    </>
  );
}

/**
 * The bar under the chat's header: the level with its four steps, or in safety mode a quiet state
 * that suggests no progress; and the end action.
 */
export function LevelBar({
  level,
  safetyMode = false,
  onComplete,
}: {
  level: number;
  /** The room is in safety mode: its level does not move, so none is shown. */
  safetyMode?: boolean;
  /** Absent: the chat cannot be ended now (nothing said yet). */
  onComplete?: () => void;
}) {
  return (
    <div className="flex min-h-12 items-center gap-3 border-b border-line px-4">
      <div
        role="group"
        aria-label="대화 진행"
        className="flex min-w-0 flex-1 flex-col gap-1 py-1.5"
      >
        {safetyMode ? <SafetyState /> : <LevelSteps level={level} />}
      </div>
      {onComplete && (
        <button
          type="button"
          onClick={onComplete}
          className="min-h-11 shrink-0 rounded-full px-3 text-[14px] font-semibold text-primary-soft-fg hover:bg-primary-soft"
        >
          대화 마치기
        </button>
      )}
    </div>
  );
}
