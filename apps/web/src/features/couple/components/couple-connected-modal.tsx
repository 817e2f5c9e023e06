import { useRouter } from '@tanstack/react-router';
import { useAuth } from '@/features/auth';
import { reportError } from '@/shared/errors';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';

export const COUPLE_CONNECTED_TITLE = '커플 연동이 완료되었어요!';

export interface CoupleConnectedModalProps {
  open: boolean;
  /** Called with false when the modal closes (확인, or dismissed). */
  onOpenChange: (open: boolean) => void;
  /** The partner's nickname, when known. */
  partnerNickname?: string | null;
}

/**
 * SPEC 2.4 couple connected modal: the mascot celebrating, the title and a line that the D-day
 * can be set in My Page. 확인 re-fetches the member info and refreshes the current route.
 */
export function CoupleConnectedModal({
  open,
  onOpenChange,
  partnerNickname,
}: CoupleConnectedModalProps) {
  const { refreshUserInfo } = useAuth();
  const router = useRouter();

  async function confirm() {
    try {
      await refreshUserInfo();
      await router.invalidate();
    } catch (error) {
      // The modal still closes; the data catches up on the next load.
      reportError(error, { source: 'ui', feature: 'couple', component: 'CoupleConnectedModal' });
    }
  }

  const together = partnerNickname ? `이제 ${partnerNickname}님과 함께 마음을 담아 봐요.\n` : '';

  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      image={<Mascot size={112} mood="celebrate" />}
      title={COUPLE_CONNECTED_TITLE}
      description={`${together}두 사람의 디데이는 마이페이지에서 설정할 수 있어요.`}
      onConfirm={confirm}
    />
  );
}
