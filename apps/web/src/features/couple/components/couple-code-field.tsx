import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardPaste } from 'lucide-react';
import type { Member, Partner } from '@dama/contract';
import { coupleKeys } from '../api/couple-keys';
import { memberKey } from '@/features/auth';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useSingleFlight } from '@/shared/ui/use-single-flight';
import { useLinkCouple } from '../api/link-couple';
import { forgetPendingInviteCode, pendingInviteCode } from '../model/invite-link';
import {
  BAD_CODE_FORMAT_MESSAGE,
  cleanCodeInput,
  CODE_FIELD_REASONS,
  COUPLE_CODE_LENGTH,
  isCoupleCodeFormat,
  linkErrorMessage,
  linkFieldReason,
} from '../model/couple-code';

/**
 * Linking by the partner's invite code (onboarding and couple management): the typed or pasted
 * code (the contract's rule: separators dropped, upper-cased, 7 characters), checked against the
 * format before any request, `POST /couples` once per tap sequence (`useSingleFlight`: a double
 * tap sends one request and shows one outcome),
 * SPEC 8.3's toast on failure with the specific reason at the field (cleared by the next edit),
 * and on success the partner and member info fetched again before `onLinked` runs; it learns the
 * couple's date when that replaced a date the member had set (`adoptedDate`, else null).
 */
export function useCoupleLink(onLinked: (linked: CoupleLinked) => void, initialCode?: string) {
  // A shared invite link fills the code (cleaned like typing): from the link itself, or kept on
  // this device while its visitor signed in and onboarded.
  const [code, setCodeState] = useState(() =>
    cleanCodeInput(initialCode ?? pendingInviteCode() ?? ''),
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const link = useLinkCouple();
  const queryClient = useQueryClient();

  const flight = useSingleFlight(linkWithCode);
  const pending = flight.pending || link.isPending;
  const canSubmit = code.length === COUPLE_CODE_LENGTH && !pending;

  async function linkWithCode(): Promise<void> {
    if (code.length !== COUPLE_CODE_LENGTH) return;
    if (!isCoupleCodeFormat(code)) {
      setFieldError(CODE_FIELD_REASONS.format);
      toast.error(BAD_CODE_FORMAT_MESSAGE);
      return;
    }
    const ownDate = queryClient.getQueryData<Member>(memberKey)?.startLoveDate ?? null;
    try {
      await link.mutateAsync(code);
    } catch (error) {
      setFieldError(linkFieldReason(error));
      toast.error(linkErrorMessage(error));
      return;
    }
    // The hook fetched the partner again before it settled (or reported why it could not).
    const partner = queryClient.getQueryData<Partner | null>(coupleKeys.partner);
    const coupleDate = queryClient.getQueryData<Member>(memberKey)?.startLoveDate ?? null;
    setCodeState('');
    forgetPendingInviteCode();
    onLinked({
      partnerNickname: partner?.nickname ?? null,
      adoptedDate:
        ownDate !== null && coupleDate !== null && coupleDate !== ownDate ? coupleDate : null,
    });
  }

  return {
    code,
    setCode: (value: string) => {
      setFieldError(null);
      setCodeState(cleanCodeInput(value));
    },
    fieldError,
    submit: flight.run,
    canSubmit,
    pending,
  };
}

/** What a link brings: the partner's nickname, and the couple's date when it replaced mine. */
export interface CoupleLinked {
  partnerNickname: string | null;
  adoptedDate: string | null;
}

/** Whether this browser (or WebView) lets a page read the clipboard on a tap. */
function canPaste(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';
}

export function CoupleCodeField({
  code,
  onChange,
  error,
  autoFocus,
  hideLabel,
}: {
  code: string;
  onChange: (value: string) => void;
  /** Why the last code was refused (at the field, besides the toast). */
  error?: string | null;
  autoFocus?: boolean;
  hideLabel?: boolean;
}) {
  async function paste() {
    try {
      const text = await navigator.clipboard.readText();
      if (text.trim() !== '') onChange(text);
    } catch {
      // Reading was refused (no permission): typing still works, and the field says how.
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="연인의 초대 코드"
        hideLabel={hideLabel}
        value={code}
        onChange={onChange}
        error={error}
        maxLength={COUPLE_CODE_LENGTH}
        placeholder="예: AB12CD3"
        autoComplete="off"
        autoFocus={autoFocus}
        name="coupleCode"
        hint="영문과 숫자 7자리예요. 소문자, 띄어쓰기, 하이픈이 섞여도 괜찮아요."
      />
      {canPaste() && (
        <button
          type="button"
          onClick={() => void paste()}
          className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-xl px-3 text-[15px] font-semibold text-primary-soft-fg active:bg-surface-2"
        >
          <ClipboardPaste aria-hidden="true" className="size-4" />
          붙여넣기
        </button>
      )}
    </div>
  );
}
