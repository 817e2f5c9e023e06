import { LOVE_TYPE_SCALE_LABELS } from '@dama/contract';
import { cn } from '@/shared/ui/cn';

const SCORES = [1, 2, 3, 4, 5] as const;

export interface AnswerScaleProps {
  /** The radios' group name (one per question). */
  name: string;
  selected: number | undefined;
  onChoose: (score: number) => void;
  /** A click on an option (a tap, or the click the browser makes of a key press). */
  onTap: () => void;
}

/** The 5-point scale of one question: five radios, each covering its whole option. */
export function AnswerScale({ name, selected, onChoose, onTap }: AnswerScaleProps) {
  return (
    <div className="flex flex-col gap-2.5">
      {SCORES.map((score) => {
        const checked = selected === score;
        const label = LOVE_TYPE_SCALE_LABELS[score - 1];
        return (
          <label
            key={score}
            className={cn(
              'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 text-[16px] font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              checked
                ? 'border-primary bg-primary-soft text-primary-soft-fg'
                : 'border-line bg-surface text-fg',
            )}
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={checked}
              onChange={() => onChoose(score)}
              onClick={onTap}
              // Invisible but covering the whole option: the tap lands on the radio itself.
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-[14px]',
                checked ? 'bg-primary text-on-primary' : 'bg-surface-2 text-muted',
              )}
            >
              {score}
            </span>
            <span>{label}</span>
          </label>
        );
      })}
    </div>
  );
}
