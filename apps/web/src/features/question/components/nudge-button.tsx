import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Hand } from 'lucide-react';
import { josa } from '@dama/contract';
import { isApiError, isNetworkError, serverMessageOf } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { nudgeStatusQuery, useNudgePartner } from '../api/nudge';
import { nudgeWaitText } from '../model/nudge';

/**
 * 콕 찌르기 (issue 25) on today's question while the partner has not answered: once every three
 * hours. While it is closed the button is disabled and says when it opens again; a tap runs once
 * (the Button's action), and each refusal is said plainly.
 */
export function NudgeButton({ partnerName }: { partnerName: string }) {
  const status = useQuery(nudgeStatusQuery());
  const nudge = useNudgePartner();
  const [now, setNow] = useState(() => new Date());
  const next = status.data?.nextNudgeAt ?? null;

  // The wait is shown to the minute; when it is over the status is read again.
  useEffect(() => {
    if (!next || status.data?.canNudge) return;
    const timer = setInterval(() => {
      const at = new Date();
      setNow(at);
      if (Date.parse(next) <= at.getTime()) void status.refetch();
    }, 30_000);
    return () => clearInterval(timer);
  }, [next, status]);

  if (!status.data) return null;
  const open = status.data.canNudge;

  const send = async () => {
    try {
      const { nextNudgeAt } = await nudge.mutateAsync();
      setNow(new Date());
      toast.success(
        `${josa(partnerName, '을/를')} 콕 찔렀어요. ${nudgeWaitText(nextNudgeAt)} 다시 찌를 수 있어요.`,
      );
    } catch (error) {
      if (isApiError(error, 'PARTNER_ALREADY_ANSWERED')) {
        toast.success(
          `${josa(partnerName, '이/가')} 방금 답했어요. 이제 서로의 답변을 볼 수 있어요.`,
        );
      } else if (isApiError(error, 'TOO_MANY_REQUESTS')) {
        toast.error('조금 전에 콕 찔렀어요. 조금 뒤에 다시 찔러 주세요.');
      } else if (isNetworkError(error)) {
        toast.error('인터넷 연결을 확인하고 다시 시도해 주세요.');
      } else {
        toast.error(serverMessageOf(error) ?? '콕 찌르지 못했어요. 잠시 후 다시 시도해 주세요.');
      }
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant="secondary"
        size="md"
        fullWidth
        disabled={!open}
        analyticsName="nudge_partner"
        action={send}
      >
        <Hand aria-hidden="true" className="size-[18px]" />콕 찌르기
      </Button>
      {!open && next ? (
        <p className="text-center text-[13px] text-muted" role="status">
          {nudgeWaitText(next, now)} 다시 찌를 수 있어요
        </p>
      ) : (
        <p className="text-center text-[13px] text-muted">
          {partnerName}에게 답해 달라고 살짝 알려요
        </p>
      )}
    </div>
  );
}
