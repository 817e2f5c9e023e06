import { useState, type FormEvent } from 'react';
import {
  ANNIVERSARY_MAX_YEARS_AHEAD,
  ANNIVERSARY_TITLE_MAX_LENGTH,
  MIN_START_LOVE_DATE,
  anniversaryDateError,
  anniversaryTitleError,
  type AnniversaryRepeat,
  type CustomAnniversary,
} from '@dama/contract';
import { serverMessageOf } from '@/shared/api';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { DateSelectField } from '@/shared/ui/date-select-field';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useAnniversaryMutations } from '../api/anniversary-mutations';

const SAVE_FAILED = '기념일을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.';
const DELETE_FAILED = '기념일을 지우지 못했어요. 잠시 후 다시 시도해 주세요.';

const REPEATS: ReadonlyArray<[AnniversaryRepeat, string, string]> = [
  ['YEARLY', '매년', '생일처럼 해마다 돌아와요'],
  ['ONCE', '한 번', '그날 하루만 챙겨요'],
];

interface AnniversarySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The one to change; absent to add a new one. */
  editing?: CustomAnniversary;
  today: string;
}

/** Adding or changing one of the couple's own anniversaries (both partners see it). */
export function AnniversarySheet({ open, onOpenChange, editing, today }: AnniversarySheetProps) {
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? '기념일 고치기' : '기념일 추가'}
      description="연인도 함께 보고 고칠 수 있어요."
    >
      {open ? (
        <AnniversaryForm editing={editing} today={today} onDone={() => onOpenChange(false)} />
      ) : null}
    </BottomSheet>
  );
}

function AnniversaryForm({
  editing,
  today,
  onDone,
}: {
  editing?: CustomAnniversary;
  today: string;
  onDone: () => void;
}) {
  const { add, update, remove } = useAnniversaryMutations();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [date, setDate] = useState(editing?.date ?? '');
  const [repeat, setRepeat] = useState<AnniversaryRepeat>(editing?.repeat ?? 'YEARLY');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleError = anniversaryTitleError(title);
  const dateError = anniversaryDateError(date, today);
  const latest = `${Number(today.slice(0, 4)) + ANNIVERSARY_MAX_YEARS_AHEAD}${today.slice(4)}`;

  async function save() {
    setTouched(true);
    if (titleError || dateError) return;
    const body = { title: title.trim(), date, repeat };
    try {
      if (editing) await update.mutateAsync({ id: editing.id, change: body });
      else await add.mutateAsync(body);
      toast.success(editing ? '기념일을 고쳤어요' : '기념일을 추가했어요');
      onDone();
    } catch (error) {
      toast.error(serverMessageOf(error) ?? SAVE_FAILED);
    }
  }

  async function removeIt() {
    if (!editing) return;
    try {
      await remove.mutateAsync(editing.id);
      toast.success('기념일을 지웠어요');
      onDone();
    } catch (error) {
      toast.error(serverMessageOf(error) ?? DELETE_FAILED);
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-6 pb-4"
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <TextField
        label="기념일 이름"
        value={title}
        onChange={setTitle}
        placeholder="예: 민지 생일, 첫 여행"
        maxLength={ANNIVERSARY_TITLE_MAX_LENGTH}
        error={touched || title ? titleError : null}
      />
      <DateSelectField
        label="날짜"
        value={date}
        onChange={setDate}
        min={MIN_START_LOVE_DATE}
        max={latest}
        error={touched ? dateError : null}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-[15px] font-semibold text-fg">챙기는 방법</legend>
        <div className="grid grid-cols-2 gap-2">
          {REPEATS.map(([value, label, hint]) => (
            <label
              key={value}
              className={cn(
                'flex min-h-16 cursor-pointer flex-col justify-center rounded-2xl border px-4 py-2 break-keep has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                repeat === value ? 'border-primary bg-primary-soft' : 'border-line bg-surface',
              )}
            >
              <input
                type="radio"
                name="repeat"
                value={value}
                checked={repeat === value}
                onChange={() => setRepeat(value)}
                className="sr-only"
              />
              <span className="text-[16px] font-semibold text-fg">{label}</span>
              <span className="text-[13px] text-muted">{hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        type="submit"
        fullWidth
        size="lg"
        analyticsName={editing ? 'update_anniversary' : 'create_anniversary'}
        action={save}
      >
        {editing ? '고치기' : '추가하기'}
      </Button>
      {editing ? (
        <>
          <Button
            type="button"
            variant="ghost"
            fullWidth
            className="text-danger"
            onClick={() => setConfirming(true)}
          >
            이 기념일 지우기
          </Button>
          <ConfirmModal
            open={confirming}
            onOpenChange={setConfirming}
            title="이 기념일을 지울까요?"
            description="연인의 기념일 목록에서도 사라져요."
            cancelLabel="취소"
            confirmLabel="지우기"
            confirmAnalyticsName="delete_anniversary"
            onConfirm={removeIt}
          />
        </>
      ) : null}
    </form>
  );
}
