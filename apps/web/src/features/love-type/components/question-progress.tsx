import type { TestProgress } from '../model/test-flow';

/** The test's progress above the question: "n / 36" and a bar (read out as "36문항 중 n번째"). */
export function QuestionProgress({ position, total }: Pick<TestProgress, 'position' | 'total'>) {
  return (
    <div className="flex flex-col gap-2 pt-3">
      <p className="text-[15px] font-semibold text-muted" aria-hidden="true">
        <span className="text-primary-soft-fg">{position}</span> / {total}
      </p>
      <div
        role="progressbar"
        aria-label="테스트 진행"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={position}
        aria-valuetext={`${total}문항 중 ${position}번째`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-coral transition-[width] duration-200"
          style={{ width: `${(position / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
