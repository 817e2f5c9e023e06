import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { NicknameField, useNicknameField } from '@/features/profile';
import { readOnboardingDraft, saveOnboardingDraft } from '../model/onboarding-draft';
import { StepFormScreen } from './step-form-screen';

const FORM_ID = 'onboarding-nickname-form';

export function NicknameScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const navigate = useNavigate();
  const field = useNicknameField(
    () => readOnboardingDraft(member.memberId).nickname ?? member.nickname ?? '',
    (nickname) => {
      saveOnboardingDraft(member.memberId, { nickname });
      void navigate({ to: '/onboarding/anniversary' });
    },
  );

  return (
    <StepFormScreen
      formId={FORM_ID}
      title={'담아에서 어떻게\n불러 드릴까요?'}
      description="연인과 담이가 부를 이름이에요. 나중에 마이페이지에서 바꿀 수 있어요."
      backTo="/onboarding/terms"
      backAnalyticsName="back_nickname"
      nextAnalyticsName="next_nickname"
      saving={field.pending}
      onSubmit={field.submit}
    >
      <NicknameField field={field} placeholder="예: 담아짱" autoFocus />
    </StepFormScreen>
  );
}
