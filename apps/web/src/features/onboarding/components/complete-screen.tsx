import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { memberQuery, useAuth } from '@/features/auth';
import { termsQuery } from '@/features/terms';
import { Screen } from '@/shared/ui/screen';
import { Button } from '@/shared/ui/button';
import { Mascot } from '@/shared/ui/mascot';
import { toast } from '@/shared/ui/toast';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { clearOnboardingDraft, readOnboardingDraft } from '../model/onboarding-draft';
import { userMessage } from '@/shared/lib/user-message';
import { StepFooter } from './step-footer';

export function CompleteScreen() {
  const { data: terms } = useSuspenseQuery(termsQuery());
  const { data: member } = useSuspenseQuery(memberQuery());
  const { refreshUserInfo } = useAuth();
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  const [finishing, setFinishing] = useState(false);
  // Set once the server accepted onboarding, so a retry after a failed refresh only refreshes.
  const [completed, setCompleted] = useState(false);
  const [draft] = useState(() => readOnboardingDraft(member.memberId));
  const nickname = draft.nickname ?? member.nickname;

  async function start() {
    const agreements = terms.list.map((item) => ({
      termsId: item.content.termsId,
      isAgreed: draft.agreements[String(item.content.termsId)] === true,
    }));
    const missingRequired = terms.list.some(
      (item, index) => item.content.isRequired && !agreements[index]?.isAgreed,
    );
    // The draft lives in this tab's session; if it was lost, walk the member back to the step.
    if (!completed && missingRequired) {
      toast.error('필수 약관에 다시 동의해 주세요');
      await navigate({ to: '/onboarding/terms' });
      return;
    }
    if (!completed && !nickname) {
      toast.error('닉네임을 다시 정해 주세요');
      await navigate({ to: '/onboarding/nickname' });
      return;
    }
    setFinishing(true);
    try {
      if (!completed && nickname) {
        await complete.mutateAsync({ terms: agreements, nickname });
        setCompleted(true);
        clearOnboardingDraft(member.memberId);
      }
      await refreshUserInfo();
    } catch (error) {
      setFinishing(false);
      toast.error(userMessage(error, '시작하는 중에 문제가 생겼어요. 다시 시도해 주세요.'));
      return;
    }
    await navigate({ to: '/', replace: true });
  }

  return (
    <Screen
      className="px-5"
      footer={
        <StepFooter>
          <Button
            fullWidth
            size="lg"
            analyticsName="start_service"
            loading={finishing}
            action={start}
          >
            담아 시작하기
          </Button>
        </StepFooter>
      }
    >
      <div className="flex min-h-full flex-col items-center justify-center gap-6 py-12 text-center">
        <Mascot size={160} mood="celebrate" />
        <div className="flex flex-col gap-3">
          <h1 className="text-[26px] leading-snug font-bold whitespace-pre-line text-fg">
            {nickname ? `${nickname}님,\n담아와 함께 시작해요!` : '담아와 함께 시작해요!'}
          </h1>
          <p className="text-[15px] leading-relaxed whitespace-pre-line text-muted">
            {'마음에 담아 둔 이야기가 있다면\n언제든 담이에게 들려주세요.'}
          </p>
        </div>
      </div>
    </Screen>
  );
}
