import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { formatDDay, formatKoreanDate } from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { StartLoveDateField, useStartLoveDateField } from '@/features/profile';
import { readOnboardingDraft, saveOnboardingDraft } from '../model/onboarding-draft';
import { StepFormScreen } from './step-form-screen';

const FORM_ID = 'onboarding-anniversary-form';

export function AnniversaryScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const navigate = useNavigate();
  const field = useStartLoveDateField(
    () => readOnboardingDraft(member.memberId).startLoveDate ?? member.startLoveDate ?? '',
    (startLoveDate) => {
      saveOnboardingDraft(member.memberId, { startLoveDate });
      void navigate({ to: '/onboarding/my-code' });
    },
  );
  const { value, ruleError, today } = field;

  return (
    <StepFormScreen
      formId={FORM_ID}
      title={'우리가 처음 만난 날은\n언제인가요?'}
      description="처음 만난 날부터 함께한 날을 세어 드릴게요."
      backTo="/onboarding/nickname"
      backAnalyticsName="back_anniversary"
      nextAnalyticsName="next_anniversary"
      nextDisabled={field.invalid}
      saving={field.pending}
      onSubmit={field.submit}
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
      <StartLoveDateField field={field} />
    </StepFormScreen>
  );
}
