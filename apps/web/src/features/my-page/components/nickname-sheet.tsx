import { useState, type FormEvent } from 'react';
import { NICKNAME_MAX_LENGTH, nicknameError } from '@dama/contract';
import { useAuth } from '@/shared/auth';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useUpdateNickname } from '../api/profile-mutations';

interface NicknameSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
}

export function NicknameSheet({ open, onOpenChange, current }: NicknameSheetProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="닉네임 변경">
      {open ? <NicknameForm current={current} onDone={() => onOpenChange(false)} /> : null}
    </BottomSheet>
  );
}

function NicknameForm({ current, onDone }: { current: string; onDone: () => void }) {
  const { refreshUserInfo } = useAuth();
  const update = useUpdateNickname();
  const [value, setValue] = useState(current);
  const [showError, setShowError] = useState(false);
  const ruleError = nicknameError(value);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowError(true);
    if (ruleError || update.isPending) return;
    try {
      await update.mutateAsync(value.trim());
    } catch {
      toast.error('회원 정보 수정 중 오류가 발생했어요');
      return;
    }
    toast.success('닉네임이 변경되었어요!');
    onDone();
    await refreshUserInfo().catch(() => undefined);
  }

  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={(event) => void submit(event)}>
      <TextField
        label="닉네임"
        value={value}
        onChange={(next) => {
          setValue(next);
          setShowError(true);
        }}
        error={showError ? ruleError : null}
        maxLength={NICKNAME_MAX_LENGTH}
        hint={`한글, 영문, 숫자로 ${NICKNAME_MAX_LENGTH}자까지 쓸 수 있어요.`}
        autoFocus
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        analyticsName="save_nickname"
        loading={update.isPending}
      >
        저장하기
      </Button>
    </form>
  );
}
