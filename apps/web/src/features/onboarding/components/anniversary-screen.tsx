import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  formatDDay,
  formatKoreanDate,
  MIN_START_LOVE_DATE,
  startLoveDateError,
  todayInKorea,
} from '@dama/contract';
import { memberQuery } from '@/shared/api/queries';
import { TextField } from '@/shared/ui/text-field';
import { useSaveStartLoveDate } from '../api/onboarding-mutations';
import { readOnboardingDraft, saveOnboardingDraft } from '../model/onboarding-draft';
import { showStepSaveError, StepFormScreen } from './step-form-screen';

const FORM_ID = 'onboarding-anniversary-form';

export function AnniversaryScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const navigate = useNavigate();
  const save = useSaveStartLoveDate();
  const [value, setValue] = useState(
    () => readOnboardingDraft(member.memberId).startLoveDate ?? member.startLoveDate ?? '',
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const today = todayInKorea();
  const ruleError = startLoveDateError(value, today);
  // An empty field is only an error once the member tries to go on.
  const error = serverError ?? (value || submitted ? ruleError : null);

  function change(next: string) {
    setValue(next);
    setServerError(null);
  }

  function submit() {
    setSubmitted(true);
    if (ruleError || save.isPending) return;
    save.mutate(value, {
      onSuccess: () => {
        saveOnboardingDraft(member.memberId, { startLoveDate: value });
        void navigate({ to: '/onboarding/my-code' });
      },
      onError: (err) =>
        showStepSaveError(err, {
          setInline: setServerError,
          inlineFallback: '날짜를 다시 확인해 주세요.',
          toast: '디데이 수정 중 오류가 발생했어요',
        }),
    });
  }

  return (
    <StepFormScreen
      formId={FORM_ID}
      title={'우리가 처음 만난 날은\n언제인가요?'}
      description="사귀기 시작한 날부터 함께한 날을 세어 드릴게요."
      backTo="/onboarding/nickname"
      backAnalyticsName="back_anniversary"
      nextAnalyticsName="next_anniversary"
      nextDisabled={Boolean(value) && ruleError !== null}
      saving={save.isPending}
      onSubmit={submit}
      after={
        value && !ruleError ? (
          <section
            aria-live="polite"
            className="mt-6 flex flex-col items-center gap-1 rounded-2xl bg-surface-2 px-4 py-6 text-center"
          >
            <p className="text-sm text-muted">{formatKoreanDate(value)}부터 오늘까지</p>
            <p className="text-3xl font-bold text-primary">{formatDDay(value, today)}</p>
            <p className="text-sm text-muted">함께한 하루하루를 담아 둘게요</p>
          </section>
        ) : null
      }
    >
      <TextField
        type="date"
        label="처음 만난 날"
        value={value}
        onChange={change}
        min={MIN_START_LOVE_DATE}
        max={today}
        error={error}
      />
    </StepFormScreen>
  );
}
