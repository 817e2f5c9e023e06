import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { InviteCodeCard, inviteCodeQuery } from '@/features/couple';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { Button } from '@/shared/ui/button';
import { StepHeading } from './step-heading';
import { StepFooter } from './step-footer';

export function MyCodeScreen() {
  const { data } = useSuspenseQuery(inviteCodeQuery());
  const navigate = useNavigate();
  const code = data.coupleCode;

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          backAnalyticsName="back_my_code"
          onBack={() => void navigate({ to: '/onboarding/anniversary' })}
        />
      }
      footer={
        <StepFooter>
          <Button
            fullWidth
            size="lg"
            analyticsName="go_partner_code"
            onClick={() => void navigate({ to: '/onboarding/partner-code' })}
          >
            연인의 코드 입력하기
          </Button>
          <Button
            fullWidth
            size="lg"
            variant="ghost"
            analyticsName="skip_partner"
            onClick={() => void navigate({ to: '/onboarding/complete' })}
          >
            나중에 연결할게요
          </Button>
        </StepFooter>
      }
    >
      <StepHeading
        title={'연인에게 보낼\n내 초대 코드예요'}
        description="연인이 이 코드를 입력하면 두 사람이 담아에서 연결돼요. 연결은 나중에 해도 괜찮아요."
      />
      <InviteCodeCard code={code} copyAnalyticsName="copy_my_code" size="lg" className="mt-10" />
    </Screen>
  );
}
