import type { FormEvent } from 'react';
import { StartLoveDateField, useStartLoveDateField } from '@/features/profile';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';

interface AnniversarySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string | null;
}

export function AnniversarySheet({ open, onOpenChange, current }: AnniversarySheetProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="처음 만난 날 변경">
      {open ? <AnniversaryForm current={current} onDone={() => onOpenChange(false)} /> : null}
    </BottomSheet>
  );
}

function AnniversaryForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const field = useStartLoveDateField(current ?? '', () => {
    toast.success('디데이가 변경되었어요!');
    onDone();
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    field.submit();
  }

  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={submit}>
      <StartLoveDateField
        field={field}
        hint="연인과 연결되어 있다면 두 사람의 디데이가 함께 바뀌어요."
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        analyticsName="save_anniversary"
        disabled={field.invalid}
        loading={field.pending}
      >
        저장하기
      </Button>
    </form>
  );
}
