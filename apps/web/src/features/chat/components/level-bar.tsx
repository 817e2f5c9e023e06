import { CHAT_LEVELS } from '@dama/contract';
import { cn } from '@/shared/ui/cn';
import { levelLabel, toLevel } from '@/shared/lib/chat-levels';

/** Where the conversation is: "2단계 · 관계 이해" with the four steps, and the end action. */
export function LevelBar({
  level,
  onComplete,
}: {
  level: number;
  /** Absent: the chat cannot be ended now (nothing said yet). */
  onComplete?: () => void;
}) {
  const current = toLevel(level);
  return (
    <div className="flex min-h-12 items-center gap-3 border-b border-line px-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
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
