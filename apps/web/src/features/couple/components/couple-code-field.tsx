import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Partner } from '@dama/contract';
import { queryKeys } from '@/shared/api/query-keys';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useLinkCouple } from '../api/link-couple';
import { cleanCodeInput, COUPLE_CODE_LENGTH, linkErrorMessage } from '../lib/couple-code';

/**
 * Linking by the partner's invite code (onboarding and couple management): the typed code
 * (upper-cased, 7 characters), `POST /couples`, the SPEC 8.3 toasts on failure, and on success the
 * partner and member info fetched again before `onLinked` runs.
 */
export function useCoupleLink(onLinked: (partnerNickname: string | null) => void) {
  const [code, setCodeState] = useState('');
  const link = useLinkCouple();
  const queryClient = useQueryClient();

  const canSubmit = code.length === COUPLE_CODE_LENGTH && !link.isPending;

  async function submit(): Promise<void> {
    if (!canSubmit) return;
    try {
      await link.mutateAsync(code);
    } catch (error) {
      toast.error(linkErrorMessage(error));
      return;
    }
    // The hook fetched the partner again before it settled (or reported why it could not).
    const partner = queryClient.getQueryData<Partner | null>(queryKeys.partner);
    const partnerNickname = partner?.nickname ?? null;
    setCodeState('');
    onLinked(partnerNickname);
  }

  return {
    code,
    setCode: (value: string) => setCodeState(cleanCodeInput(value)),
    submit,
    canSubmit,
    pending: link.isPending,
  };
}

export function CoupleCodeField({
  code,
  onChange,
  autoFocus,
  hideLabel,
}: {
  code: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  hideLabel?: boolean;
}) {
  return (
    <TextField
      label="연인의 초대 코드"
      hideLabel={hideLabel}
      value={code}
      onChange={onChange}
      maxLength={COUPLE_CODE_LENGTH}
      placeholder="예: AB12CD3"
      autoComplete="off"
      autoFocus={autoFocus}
      name="coupleCode"
      hint="영문과 숫자 7자리예요. 소문자로 입력해도 괜찮아요."
    />
  );
}
