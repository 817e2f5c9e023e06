import { useId } from 'react';
import { ANSWER_MAX_LENGTH, textLength } from '@dama/contract';
import { cn } from '@/shared/ui/cn';

/** The answer's text area with its `n/200` counter and the rule's message under it. */
export function AnswerField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const id = useId();
  const length = textLength(value.trim());
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-[15px] font-semibold text-fg">
          나의 답변
        </label>
        <span
          id={`${id}-count`}
          className={cn(
            'text-[13px] tabular-nums',
            length > ANSWER_MAX_LENGTH ? 'text-danger' : 'text-muted',
          )}
        >
          <span className="sr-only">글자 수 </span>
          {length}/{ANSWER_MAX_LENGTH}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={7}
        placeholder="솔직한 마음을 편하게 적어 주세요"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className={cn(
          'min-h-44 w-full resize-none rounded-2xl border bg-surface p-4 text-[16px] leading-relaxed text-fg outline-none placeholder:text-muted',
          error ? 'border-danger' : 'border-line focus:border-focus',
        )}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[14px] font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
