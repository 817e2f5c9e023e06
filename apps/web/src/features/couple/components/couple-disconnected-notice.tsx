import { useNavigate } from '@tanstack/react-router';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';

export const COUPLE_DISCONNECTED_TITLE = '커플 연결이 끊어졌어요';

export interface CoupleDisconnectedNoticeProps {
  open: boolean;
  /** Called with false when the notice closes (either button, or dismissed). */
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC 2.4 couple disconnected notice, shown when the partner ended the couple: earlier records
 * stay visible, and 담이 is there to talk to. Buttons 확인 and "마이페이지 가기" (→ `/my-page`).
 */
export function CoupleDisconnectedNotice({ open, onOpenChange }: CoupleDisconnectedNoticeProps) {
  const navigate = useNavigate();
  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      image={<Mascot size={96} mood="sad" />}
      title={COUPLE_DISCONNECTED_TITLE}
      description={
        '지금까지 담이와 나눈 이야기는 그대로 볼 수 있어요.\n마음이 복잡하다면 담이에게 편하게 털어놓아 보세요.'
      }
      cancelLabel="확인"
      confirmLabel="마이페이지 가기"
      onConfirm={() => navigate({ to: '/my-page' })}
    />
  );
}
