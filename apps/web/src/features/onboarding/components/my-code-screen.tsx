import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Copy } from 'lucide-react';
import { inviteCodeQuery } from '@/shared/api/queries';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { copyText } from '@/shared/lib/copy-text';
import { StepHeading } from './step-heading';
import { StepFooter } from './step-footer';

export function MyCodeScreen() {
  const { data } = useSuspenseQuery(inviteCodeQuery());
  const navigate = useNavigate();
  const code = data.coupleCode;

  async function copy() {
    if (await copyText(code)) toast.success('초대 코드를 복사했어요');
    else toast.error('복사하지 못했어요. 코드를 길게 눌러 복사해 주세요.');
  }

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
      <section
        aria-labelledby="my-code-label"
        className="mt-10 flex flex-col items-center gap-5 rounded-2xl bg-surface-2 px-4 py-8"
      >
        <h2 id="my-code-label" className="text-sm font-semibold text-muted">
          내 초대 코드
        </h2>
        <p className="font-mono text-4xl font-bold tracking-[0.3em] text-fg select-all">
          <span aria-hidden="true">{code}</span>
          <span className="sr-only">{code.split('').join(' ')}</span>
        </p>
        <Button
          variant="secondary"
          size="md"
          analyticsName="copy_my_code"
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" className="size-4" />
          코드 복사하기
        </Button>
      </section>
    </Screen>
  );
}
