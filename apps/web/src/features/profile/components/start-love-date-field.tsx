import { useState } from 'react';
import { MIN_START_LOVE_DATE, startLoveDateError, todayInKorea } from '@dama/contract';
import { useUpdateStartLoveDate } from '../api/update-start-love-date';
import { DateSelectField } from '@/shared/ui/date-select-field';
import { useSingleFlight } from '@/shared/ui/use-single-flight';
import { showSaveError } from '../model/save-error';

export interface StartLoveDateFieldState {
  value: string;
  /** Today in Korea: the latest date the field offers. */
  today: string;
  /** The contract's rule on the value (null when it is a valid date). */
  ruleError: string | null;
  /** The inline error: the server's, else the rule's (for an empty field only once submitted). */
  error: string | null;
  /** A date is picked and breaks the rule: the save button stays off. */
  invalid: boolean;
  pending: boolean;
  change: (next: string) => void;
  /** Checks the rule, then saves; `onSaved` runs once the server took the date. */
  submit: () => void;
}

/**
 * The relationship start date being edited (onboarding's step and my-page's sheet): the
 * contract's rule, the save through PATCH /members/start-love-date, and the same failure
 * handling in both places.
 */
export function useStartLoveDateField(
  initial: string | (() => string),
  onSaved: (startLoveDate: string) => void,
): StartLoveDateFieldState {
  const save = useUpdateStartLoveDate();
  const [value, setValue] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const today = todayInKorea();
  const ruleError = startLoveDateError(value, today);
  // One save per tap sequence (issue 24): a double tap or a tap and an Enter send one request.
  const flight = useSingleFlight(async (date: string) => {
    try {
      await save.mutateAsync(date);
    } catch (error) {
      showSaveError(error, setServerError, '디데이 수정 중 오류가 발생했어요');
      return;
    }
    onSaved(date);
  });

  return {
    value,
    today,
    ruleError,
    // An empty field is only an error once the member tries to go on.
    error: serverError ?? (value || submitted ? ruleError : null),
    invalid: Boolean(value) && ruleError !== null,
    pending: flight.pending || save.isPending,
    change(next) {
      setValue(next);
      setServerError(null);
    },
    submit() {
      setSubmitted(true);
      if (ruleError) return;
      void flight.run(value);
    },
  };
}

export function StartLoveDateField({
  field,
  hint,
}: {
  field: StartLoveDateFieldState;
  hint?: string;
}) {
  return (
    <DateSelectField
      label="처음 만난 날"
      value={field.value}
      onChange={field.change}
      min={MIN_START_LOVE_DATE}
      max={field.today}
      error={field.error}
      hint={hint}
    />
  );
}
