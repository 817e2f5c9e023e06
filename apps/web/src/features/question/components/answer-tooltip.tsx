import { useState } from 'react';
import { Info, X } from 'lucide-react';
import { trackButton } from '@/shared/analytics';

/**
 * The write screen's tooltip: when answers can be read and edited (`solo`: for a member with no
 * partner yet). Closed with `close_tooltip`.
 */
export function AnswerTooltip({ solo }: { solo: boolean }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="note"
      className="relative flex gap-2 rounded-2xl bg-toast py-3 pr-12 pl-4 text-[14px] leading-relaxed text-on-toast"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {solo
          ? '연인과 연결하면 지금 쓴 답변도 함께 옮겨져요.'
          : '두 사람 모두 답해야 서로의 답변을 볼 수 있어요.'}{' '}
        답변은 다음 질문이 열리기 전까지 고칠 수 있어요.
      </p>
      <button
        type="button"
        aria-label="안내 닫기"
        onClick={() => {
          trackButton('close_tooltip');
          setOpen(false);
        }}
        className="absolute top-0.5 right-0.5 flex size-11 items-center justify-center rounded-full"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
