import { useState, type FormEvent } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ChevronRight, HeartHandshake } from 'lucide-react';
import { formatDDay } from '@dama/contract';
import { inviteCodeQuery } from '../api/get-invite-code';
import { partnerQuery } from '../api/get-partner';
import { trackButton } from '@/shared/analytics';
import { Button } from '@/shared/ui/button';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { DDayBadge } from './dday-badge';
import { InviteCodeCard } from './invite-code-card';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { toast } from '@/shared/ui/toast';
import { useUnlinkCouple } from '../api/unlink-couple';
import { adoptedDateMessage } from '../model/couple-code';
import { CoupleCodeField, useCoupleLink, type CoupleLinked } from './couple-code-field';
import { CoupleConnectedModal } from './couple-connected-modal';
import { PartnerSheet } from './partner-sheet';

export const DISCONNECT_TITLE = '정말 커플 연동을 끊으시겠어요?';
export const UNLINKED_MESSAGE = '커플 연결이 끊어졌어요';
export const UNLINK_FAILED_MESSAGE = '커플 연결 끊기 중 오류가 발생했습니다';

function MyInviteCode() {
  const { data } = useSuspenseQuery(inviteCodeQuery());
  return <InviteCodeCard code={data.coupleCode} copyAnalyticsName="copy_invite_code" />;
}

function ConnectByCode({
  onLinked,
  initialCode,
}: {
  onLinked: (linked: CoupleLinked) => void;
  initialCode?: string;
}) {
  const { code, setCode, fieldError, submit, canSubmit, pending } = useCoupleLink(
    onLinked,
    initialCode,
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <section aria-labelledby="connect-title" className="mt-8 flex flex-col gap-4">
      <div>
        <h2 id="connect-title" className="text-lg font-bold text-fg">
          연인의 코드로 연결하기
        </h2>
        <p className="mt-1 text-[15px] leading-relaxed text-muted">
          내 코드를 보내거나, 연인에게 받은 코드를 입력하면 두 사람이 연결돼요.
        </p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <CoupleCodeField code={code} onChange={setCode} error={fieldError} />
        <Button
          type="submit"
          size="md"
          fullWidth
          analyticsName="connect_partner"
          disabled={!canSubmit}
          loading={pending}
        >
          연결하기
        </Button>
      </form>
    </section>
  );
}

/**
 * `/my-page/couple-management`: my invite code, the partner, connect by code (filled from an
 * invite link, `initialCode`), disconnect.
 */
export function CoupleManagementScreen({ initialCode }: { initialCode?: string } = {}) {
  const { data: partner } = useSuspenseQuery(partnerQuery());
  const navigate = useNavigate();
  const unlink = useUnlinkCouple();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Lives here, not in the form: once linked, the form gives way to the partner row.
  const [linked, setLinked] = useState<CoupleLinked | null>(null);

  function openSheet() {
    trackButton('open_partner_sheet');
    setSheetOpen(true);
  }

  async function disconnect() {
    try {
      await unlink.mutateAsync();
    } catch {
      // SPEC 8.3: the toast, and the modal closes (the API client reported the failure).
      toast.error(UNLINK_FAILED_MESSAGE);
      return;
    }
    setSheetOpen(false);
    toast.success(UNLINKED_MESSAGE);
  }

  return (
    <Screen
      className="px-5"
      header={<PageHeader title="커플 관리" onBack={() => void navigate({ to: '/my-page' })} />}
    >
      <div className="mt-2 flex flex-col">
        <MyInviteCode />

        {partner ? (
          <>
            <section aria-labelledby="partner-title" className="mt-8">
              <h2 id="partner-title" className="mb-2 text-lg font-bold text-fg">
                연결된 연인
              </h2>
              <button
                type="button"
                onClick={openSheet}
                aria-haspopup="dialog"
                className="flex min-h-16 w-full items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-left hover:bg-surface-2 focus-visible:bg-surface-2"
              >
                <HeartHandshake aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-[16px] font-semibold text-fg">
                    {partner.nickname ?? '연인'}
                  </span>
                  <span className="text-[13px] text-muted">눌러서 연인 정보 보기</span>
                </span>
                {partner.startLoveDate ? (
                  <DDayBadge label={formatDDay(partner.startLoveDate)} />
                ) : null}
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
              </button>
            </section>

            <div className="mt-10 flex flex-col items-center pb-6">
              <Button
                variant="ghost"
                size="sm"
                analyticsName="disconnect_couple"
                className="text-danger underline underline-offset-4"
                onClick={() => setConfirmOpen(true)}
              >
                커플 연결 끊기
              </Button>
            </div>

            <PartnerSheet partner={partner} open={sheetOpen} onOpenChange={setSheetOpen} />
          </>
        ) : (
          <ConnectByCode onLinked={setLinked} initialCode={initialCode} />
        )}
      </div>

      <ConfirmModal
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        image={<Mascot size={96} mood="sad" />}
        title={DISCONNECT_TITLE}
        description={
          '연결을 끊으면 두 사람이 함께 담은 기록이 모두 삭제돼요.\n30일 안에 다시 연결하면 되살릴 수 있어요.'
        }
        cancelLabel="취소하기"
        confirmLabel="연결 끊기"
        swapEmphasis
        actionFirst
        onConfirm={disconnect}
      />
      <CoupleConnectedModal
        open={linked !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (linked?.adoptedDate) toast.success(adoptedDateMessage(linked.adoptedDate));
          setLinked(null);
        }}
        partnerNickname={linked?.partnerNickname}
      />
    </Screen>
  );
}
