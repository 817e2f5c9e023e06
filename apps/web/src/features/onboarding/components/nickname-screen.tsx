import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { NICKNAME_MAX_LENGTH, nicknameError } from '@dama/contract';
import { memberQuery } from '@/shared/api/queries';
import { TextField } from '@/shared/ui/text-field';
import { useSaveNickname } from '../api/onboarding-mutations';
import { readOnboardingDraft, saveOnboardingDraft } from '../model/onboarding-draft';
import { showStepSaveError, StepFormScreen } from './step-form-screen';

const FORM_ID = 'onboarding-nickname-form';

export function NicknameScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const navigate = useNavigate();
  const save = useSaveNickname();
  const [value, setValue] = useState(
    () => readOnboardingDraft(member.memberId).nickname ?? member.nickname ?? '',
  );
  // The rule's message shows once the member has typed or tried to go on; never before.
  const [showRuleError, setShowRuleError] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const ruleError = nicknameError(value);
  const error = serverError ?? (showRuleError ? ruleError : null);

  function change(next: string) {
    setValue(next);
    setShowRuleError(true);
    setServerError(null);
  }

  function submit() {
    setShowRuleError(true);
    if (ruleError || save.isPending) return;
    const nickname = value.trim();
    save.mutate(nickname, {
      onSuccess: () => {
        saveOnboardingDraft(member.memberId, { nickname });
        void navigate({ to: '/onboarding/anniversary' });
      },
      onError: (err) =>
        showStepSaveError(err, {
          setInline: setServerError,
          inlineFallback: '닉네임을 확인해 주세요.',
          toast: '회원 정보 수정 중 오류가 발생했어요',
        }),
    });
  }

  return (
    <StepFormScreen
      formId={FORM_ID}
      title={'담아에서 어떻게\n불러 드릴까요?'}
      description="연인과 담이가 부를 이름이에요. 나중에 마이페이지에서 바꿀 수 있어요."
      backTo="/onboarding/terms"
      backAnalyticsName="back_nickname"
      nextAnalyticsName="next_nickname"
      saving={save.isPending}
      onSubmit={submit}
    >
      <TextField
        label="닉네임"
        value={value}
        onChange={change}
        error={error}
        maxLength={NICKNAME_MAX_LENGTH}
        hint={`한글, 영문, 숫자로 ${NICKNAME_MAX_LENGTH}자까지 쓸 수 있어요.`}
        placeholder="예: 담아짱"
        autoFocus
      />
    </StepFormScreen>
  );
}
