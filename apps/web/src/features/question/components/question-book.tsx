import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import {
  answeredOnText,
  cellStateText,
  pageRange,
  shortDate,
  type BookCell,
  type CellState,
} from '../model/question-book';

const CELL_STYLE: Record<CellState, string> = {
  both: 'bg-primary text-on-primary',
  mine: 'bg-peach text-fg',
  partner: 'bg-peach text-fg',
  none: 'border border-line bg-surface text-fg',
  future: 'border border-dashed border-line text-muted/60',
};

const LEGEND: ReadonlyArray<[CellState, string]> = [
  ['both', '둘 다 답했어요'],
  ['mine', '한 사람만 답했어요'],
  ['none', '아직 아무도 답하지 않았어요'],
];

export interface QuestionBookProps {
  page: number;
  cells: readonly BookCell[] | null;
  canGoPrev: boolean;
  canGoNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  todayLevel: number;
  selectedLevel: number | undefined;
  onSelect: (level: number) => void;
  partnerName: string;
}

/**
 * The question book (DESIGN 8): a page ("a month") of 30 levels with previous and next
 * (`prev_calendar`, `next_calendar`); each cell coloured by who answered, today's ringed, levels
 * not opened yet disabled. Choosing a cell (`select_date`) shows that question.
 */
export function QuestionBook({
  page,
  cells,
  canGoPrev,
  canGoNext,
  onPrev,
  onNext,
  todayLevel,
  selectedLevel,
  onSelect,
  partnerName,
}: QuestionBookProps) {
  const { first, last } = pageRange(page);
  const rangeLabel = `${first}~${last}번째 질문`;

  return (
    <section aria-labelledby="question-book-title" className="mt-6 rounded-card bg-surface p-4">
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="sm"
          className="w-11 px-0"
          aria-label="이전 30개 질문"
          analyticsName="prev_calendar"
          disabled={!canGoPrev}
          onClick={onPrev}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <h2 id="question-book-title" className="text-[16px] font-bold text-fg" aria-live="polite">
          {rangeLabel}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="w-11 px-0"
          aria-label="다음 30개 질문"
          analyticsName="next_calendar"
          disabled={!canGoNext}
          onClick={onNext}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>

      {cells === null ? (
        <p role="status" className="py-10 text-center text-[14px] text-muted">
          질문 책을 불러오고 있어요
        </p>
      ) : (
        <ol aria-label={rangeLabel} className="mt-3 grid grid-cols-6 gap-2">
          {cells.map((cell) => {
            const isToday = cell.level === todayLevel;
            const selected = cell.level === selectedLevel;
            // A question both answered says its day (decision 0070): it opens from its date.
            const state = cell.answeredOn
              ? answeredOnText(cell.answeredOn)
              : cellStateText(cell.state, partnerName);
            const label = `${cell.level}번째 질문${isToday ? '(오늘)' : ''}, ${state}`;
            return (
              <li key={cell.level} className="flex">
                <button
                  type="button"
                  disabled={cell.state === 'future'}
                  aria-label={label}
                  aria-pressed={selected}
                  onClick={() => onSelect(cell.level)}
                  className={cn(
                    'flex aspect-square min-h-11 flex-1 flex-col items-center justify-center rounded-xl text-[15px] leading-tight font-semibold tabular-nums transition-transform enabled:active:scale-95',
                    CELL_STYLE[cell.state],
                    isToday && 'ring-2 ring-fg ring-offset-2 ring-offset-surface',
                    selected && !isToday && 'ring-2 ring-primary ring-offset-2 ring-offset-surface',
                  )}
                >
                  {cell.level}
                  {cell.answeredOn ? (
                    <span aria-hidden="true" className="text-[10px] font-semibold">
                      {shortDate(cell.answeredOn)}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      )}

      <ul aria-label="색깔 안내" className="mt-4 flex flex-wrap gap-x-4 gap-y-1.5">
        {LEGEND.map(([state, text]) => (
          <li key={state} className="flex items-center gap-1.5 text-[12px] text-muted">
            <span aria-hidden="true" className={cn('size-3 rounded', CELL_STYLE[state])} />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
