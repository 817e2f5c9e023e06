import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn';

export interface DateSelectFieldProps {
  /** The group's name ("처음 만난 날"), read before each part's own name. */
  label: string;
  /** `YYYY-MM-DD`, or '' while no whole date is chosen. */
  value: string;
  /** Called with a whole date only (year, month and day all chosen). */
  onChange: (value: string) => void;
  /** The earliest and latest days offered (`YYYY-MM-DD`). */
  min: string;
  max: string;
  error?: string | null;
  hint?: string;
}

interface Parts {
  year: number | null;
  month: number | null;
  day: number | null;
}

function partsOf(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match
    ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
    : { year: null, month: null, day: null };
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * A Korean date picker in the app's style: year, month and day as three selects ("2024년",
 * "3월", "1일"), whatever the browser's language (a native date input shows `mm/dd/yyyy` in an
 * English browser). Only days between `min` and `max` are offered; a day that the new month lacks
 * is clamped. Partial choices stay until the date is whole.
 */
export function DateSelectField({
  label,
  value,
  onChange,
  min,
  max,
  error,
  hint,
}: DateSelectFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<Parts>(() => partsOf(value));
  // A new value from outside (a reset, a saved date) replaces the draft.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value) setDraft(partsOf(value));
  }

  const lo = partsOf(min);
  const hi = partsOf(max);
  const years = range(lo.year ?? 1950, hi.year ?? new Date().getFullYear()).reverse();
  const firstMonth = draft.year === lo.year ? (lo.month ?? 1) : 1;
  const lastMonth = draft.year === hi.year ? (hi.month ?? 12) : 12;
  const months = range(firstMonth, lastMonth);
  const monthDays = draft.year && draft.month ? daysIn(draft.year, draft.month) : 31;
  const firstDay = draft.year === lo.year && draft.month === lo.month ? (lo.day ?? 1) : 1;
  const lastDay =
    draft.year === hi.year && draft.month === hi.month ? (hi.day ?? monthDays) : monthDays;
  const days = range(firstDay, lastDay);

  function choose(next: Parts) {
    // Keep month and day within what the chosen year and month offer.
    let { month, day } = next;
    const { year } = next;
    if (year !== null && month !== null) {
      if (year === hi.year && hi.month !== null && month > hi.month) month = hi.month;
      if (year === lo.year && lo.month !== null && month < lo.month) month = lo.month;
      if (day !== null) {
        const limit = year === hi.year && month === hi.month ? (hi.day ?? 31) : daysIn(year, month);
        const floor = year === lo.year && month === lo.month ? (lo.day ?? 1) : 1;
        day = Math.min(Math.max(day, floor), limit);
      }
    }
    const parts = { year, month, day };
    setDraft(parts);
    if (year !== null && month !== null && day !== null) {
      const whole = `${year}-${pad(month)}-${pad(day)}`;
      setSeen(whole);
      onChange(whole);
    }
  }

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const select = (
    name: string,
    unit: string,
    current: number | null,
    options: number[],
    set: (n: number) => Parts,
  ) => (
    <label className="relative flex-1">
      <span className="sr-only">{name}</span>
      <select
        value={current ?? ''}
        onChange={(event) => choose(set(Number(event.target.value)))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-13 w-full appearance-none rounded-2xl border bg-surface pr-9 pl-4 text-[17px] text-fg outline-none',
          current === null && 'text-muted',
          error ? 'border-danger' : 'border-line focus:border-focus',
        )}
      >
        <option value="" disabled>
          {unit === '년' ? '연도' : unit === '월' ? '월' : '일'}
        </option>
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
            {unit}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </label>
  );

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-[15px] font-semibold text-fg">{label}</legend>
      <div className="flex gap-2">
        {select('연도', '년', draft.year, years, (year) => ({ ...draft, year }))}
        {select('월', '월', draft.month, months, (month) => ({ ...draft, month }))}
        {select('일', '일', draft.day, days, (day) => ({ ...draft, day }))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-[14px] font-medium text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-[14px] text-muted">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
