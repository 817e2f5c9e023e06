import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/shared/auth';
import { reportError } from '@/shared/errors';
import { TextField } from '@/shared/ui/text-field';
import { toast } from '@/shared/ui/toast';
import { useLinkCouple } from '../api/couple-mutations';
import { cleanCodeInput, COUPLE_CODE_LENGTH, linkErrorMessage } from '../lib/couple-code';
import { refreshAfterLink } from '../model/couple-cache';

/**
 * Linking by the partner's invite code (onboarding and couple management): the typed code
 * (upper-cased, 7 characters), `POST /couples`, the SPEC 8.3 toasts on failure, and on success the
 * partner and member info fetched again before `onLinked` runs.
 */
export function useCoupleLink(onLinked: (partnerNickname: string | null) => void) {
  const [code, setCodeState] = useState('');
  const link = useLinkCouple();
  const queryClient = useQueryClient();
  const { refreshUserInfo } = useAuth();

  const canSubmit = code.length === COUPLE_CODE_LENGTH && !link.isPending;

  async function submit(): Promise<void> {
    if (!canSubmit) return;
    try {
      await link.mutateAsync(code);
    } catch (error) {
      toast.error(linkErrorMessage(error));
      return;
    }
    let partnerNickname: string | null = null;
    try {
      partnerNickname = (await refreshAfterLink(queryClient, refreshUserInfo))?.nickname ?? null;
    } catch (error) {
      // Linked all the same: the screens fetch the partner again when they need it.
      reportError(error, { source: 'ui', feature: 'couple', component: 'useCoupleLink' });
    }
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
