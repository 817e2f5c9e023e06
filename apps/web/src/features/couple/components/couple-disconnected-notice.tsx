import { useNavigate } from '@tanstack/react-router';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';

export const COUPLE_DISCONNECTED_TITLE = '커플 연결이 끊어졌어요';

export interface CoupleDisconnectedNoticeProps {
  open: boolean;
  /** Called with false when the notice closes (either button, or dismissed). */
  onOpenChange: (open: boolean) => void;
  /** Why the couple ended (decision 0057); undefined when the notification does not say. */
  reason?: 'UNLINK' | 'WITHDRAWAL';
}

const CHAT_STAYS =
  '담이와 나눈 이야기는 그대로 볼 수 있어요. 마음이 복잡하다면 담이에게 편하게 털어놓아 보세요.';

/**
 * What became of the couple's shared questions, as the server keeps them (issue 24): after an
 * unlink the couple's book is hidden and kept 30 days for the same two to relink; after the
 * partner's withdrawal it is erased with the couple at once.
 */
export const SHARED_QUESTIONS_FATE = {
  UNLINK:
    '둘이 함께 답한 커플 질문과 답변은 이제 보이지 않아요. 30일 안에 두 사람이 다시 연결하면 그대로 돌아오고, 그 뒤에는 지워져요.',
  WITHDRAWAL:
    '연인이 탈퇴해서 연결이 끊어졌어요. 둘이 함께 답한 커플 질문과 답변은 탈퇴와 함께 지워져서 다시 볼 수 없어요.',
  unknown:
    '둘이 함께 답한 커플 질문과 답변은 이제 보이지 않아요. 연결을 끊은 거라면 30일 안에 다시 연결할 때 돌아오고, 연인이 탈퇴한 거라면 바로 지워져요.',
} as const;

/**
 * SPEC 2.4 couple disconnected notice, shown when the partner ended the couple: what happened to
 * the couple's shared questions and answers and how long they are kept (by why it ended), that
 * the talks with 담이 stay, and 담이 is there to talk to. Buttons 확인 and "마이페이지 가기"
 * (→ `/my-page`).
 */
export function CoupleDisconnectedNotice({
  open,
  onOpenChange,
  reason,
}: CoupleDisconnectedNoticeProps) {
  const navigate = useNavigate();
  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      image={<Mascot size={96} mood="sad" />}
      title={COUPLE_DISCONNECTED_TITLE}
      description={`${SHARED_QUESTIONS_FATE[reason ?? 'unknown']}\n${CHAT_STAYS}`}
      cancelLabel="확인"
      confirmLabel="마이페이지 가기"
      onConfirm={() => navigate({ to: '/my-page' })}
    />
  );
}
