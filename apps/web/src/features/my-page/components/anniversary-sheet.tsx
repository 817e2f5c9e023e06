import { useState, type FormEvent } from 'react';
import { MIN_START_LOVE_DATE, todayInKorea } from '@dama/contract';
import { useAuth } from '@/shared/auth';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useUpdateStartLoveDate } from '../api/profile-mutations';
import { startLoveDateError } from '@dama/contract';

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
  const { refreshUserInfo } = useAuth();
  const update = useUpdateStartLoveDate();
  const [value, setValue] = useState(current ?? '');
  const [submitted, setSubmitted] = useState(false);
  const today = todayInKorea();
  const ruleError = startLoveDateError(value, today);
  const error = value || submitted ? ruleError : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (ruleError || update.isPending) return;
    try {
      await update.mutateAsync(value);
    } catch {
      toast.error('디데이 수정 중 오류가 발생했어요');
      return;
    }
    toast.success('디데이가 변경되었어요!');
    onDone();
    await refreshUserInfo().catch(() => undefined);
  }

  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={(event) => void submit(event)}>
      <TextField
        type="date"
        label="처음 만난 날"
        value={value}
        onChange={setValue}
        min={MIN_START_LOVE_DATE}
        max={today}
        error={error}
        hint="연인과 연결되어 있다면 두 사람의 디데이가 함께 바뀌어요."
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        analyticsName="save_anniversary"
        disabled={Boolean(value) && ruleError !== null}
        loading={update.isPending}
      >
        저장하기
      </Button>
    </form>
  );
}
