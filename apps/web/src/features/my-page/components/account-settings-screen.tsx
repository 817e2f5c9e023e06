import { LogOut, UserX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '@/features/auth';
import { trackButton } from '@/shared/analytics';
import { userMessage } from '@/shared/lib/user-message';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';
import { toast } from '@/shared/ui/toast';
import { MenuGroup, MenuRow } from './menu-row';

type Modal = 'logout' | 'withdraw' | null;

/** `/my-page/account-settings`: log out and withdraw (SPEC 4.2). */
/** SPEC 8.3: withdrawal failed. */
export const WITHDRAW_FAILED_TOAST = '회원 탈퇴 중 오류가 발생했어요';

export function AccountSettingsScreen() {
  const { logout, withdraw } = useAuth();
  const navigate = useNavigate();
  const [modal, setModal] = useState<Modal>(null);

  function open(next: Exclude<Modal, null>) {
    trackButton(next);
    setModal(next);
  }

  async function confirmLogout() {
    try {
      await logout();
    } catch (error) {
      toast.error(userMessage(error, '로그아웃에 실패했어요.'));
    }
  }

  async function confirmWithdraw() {
    try {
      await withdraw();
    } catch {
      // SPEC 8.3's toast; the server's message (or SPEC 8.4's fallback) is the error that
      // withdraw() reported.
      toast.error(WITHDRAW_FAILED_TOAST);
    }
  }

  const onOpenChange = (which: Exclude<Modal, null>) => (isOpen: boolean) =>
    setModal(isOpen ? which : null);

  return (
    <Screen
      className="px-5"
      header={<PageHeader title="계정 설정" onBack={() => void navigate({ to: '/my-page' })} />}
    >
      <MenuGroup title="계정" className="mt-2">
        <MenuRow icon={LogOut} label="로그아웃" onClick={() => open('logout')} />
      </MenuGroup>
      <MenuGroup title="계정 삭제">
        <MenuRow icon={UserX} label="회원 탈퇴" tone="danger" onClick={() => open('withdraw')} />
      </MenuGroup>
      <p className="mt-2 px-1 text-[13px] leading-relaxed text-muted">
        탈퇴하면 대화와 답변, 테스트 결과가 모두 지워지고 되돌릴 수 없어요.
      </p>

      <ConfirmModal
        open={modal === 'logout'}
        onOpenChange={onOpenChange('logout')}
        image={<Mascot size={96} mood="calm" />}
        title="로그아웃 하시겠어요?"
        description="고민이 있을 때, 언제든 찾아와 주세요!"
        confirmLabel="로그아웃"
        cancelLabel="취소"
        swapEmphasis
        actionFirst
        onConfirm={confirmLogout}
      />
      <ConfirmModal
        open={modal === 'withdraw'}
        onOpenChange={onOpenChange('withdraw')}
        image={<Mascot size={96} mood="sad" />}
        title="정말 계정을 탈퇴하시겠어요?"
        description="탈퇴하면 커플 연결이 자동으로 끊어지고, 지금까지 담아 둔 기록은 모두 지워져 다시 되돌릴 수 없어요."
        confirmLabel="탈퇴하기"
        cancelLabel="취소"
        actionFirst
        onConfirm={confirmWithdraw}
      />
    </Screen>
  );
}
