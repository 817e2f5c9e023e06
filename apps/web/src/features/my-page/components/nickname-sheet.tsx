import type { FormEvent } from 'react';
import { NicknameField, useNicknameField } from '@/features/profile';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';

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
  const field = useNicknameField(current, () => {
    toast.success('닉네임이 변경되었어요!');
    onDone();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    field.submit();
  }

  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={submit}>
      <NicknameField field={field} autoFocus />
      <Button
        type="submit"
        fullWidth
        size="lg"
        analyticsName="save_nickname"
        loading={field.pending}
      >
        저장하기
      </Button>
    </form>
  );
}
