import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { toast } from '@/shared/ui/toast';
import { adoptedDateMessage } from '../model/couple-code';
import { CoupleCodeField, useCoupleLink, type CoupleLinked } from './couple-code-field';
import { CoupleConnectedModal } from './couple-connected-modal';

/**
 * `/onboarding/partner-code`: enter the partner's invite code and connect (`connect_partner`);
 * an invite link opens it with the code filled (`?code=`, issue 24).
 * On success the couple connected modal shows (then, when the couple's date replaced mine, a
 * toast says so), then onboarding goes on to the last step.
 */
export function PartnerCodeScreen({ initialCode }: { initialCode?: string }) {
  const navigate = useNavigate();
  const formId = useId();
  const [linked, setLinked] = useState<CoupleLinked | null>(null);
  const { code, setCode, fieldError, submit, canSubmit, pending } = useCoupleLink(
    setLinked,
    initialCode,
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onModalOpenChange(open: boolean) {
    if (open) return;
    if (linked?.adoptedDate) toast.success(adoptedDateMessage(linked.adoptedDate));
    setLinked(null);
    void navigate({ to: '/onboarding/complete' });
  }

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          backAnalyticsName="back_partner_code"
          onBack={() => void navigate({ to: '/onboarding/my-code' })}
        />
      }
      footer={
        <div className="flex flex-col gap-2 px-5 pt-3 pb-4">
          <Button
            type="submit"
            form={formId}
            fullWidth
            size="lg"
            analyticsName="connect_partner"
            disabled={!canSubmit}
            loading={pending}
          >
            연결하기
          </Button>
        </div>
      }
    >
      {/* pt-8: SPEC 9's toast (safe area + 35 px) stops above the heading. */}
      <div className="pt-8">
        <h1 className="text-[26px] leading-snug font-bold whitespace-pre-line text-fg">
          {'연인의 초대 코드를\n입력해 주세요'}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-muted">
          연인의 담아 앱에 있는 7자리 초대 코드를 입력하면 두 사람이 연결돼요.
        </p>
      </div>
      <form id={formId} onSubmit={onSubmit} className="mt-10" noValidate>
        <CoupleCodeField code={code} onChange={setCode} error={fieldError} autoFocus />
      </form>

      <CoupleConnectedModal
        open={linked !== null}
        onOpenChange={onModalOpenChange}
        partnerNickname={linked?.partnerNickname}
      />
    </Screen>
  );
}
