import { useState } from 'react';
import { NICKNAME_MAX_LENGTH, nicknameError } from '@dama/contract';
import { useUpdateMember } from '../api/update-member';
import { TextField } from '@/shared/ui/text-field';
import { useSingleFlight } from '@/shared/ui/use-single-flight';
import { showSaveError } from '../model/save-error';

export interface NicknameFieldState {
  value: string;
  /** The inline error: the server's, else the rule's once the member typed or tried to save. */
  error: string | null;
  pending: boolean;
  change: (next: string) => void;
  /** Checks the rule, then saves the trimmed nickname; `onSaved` runs once the server took it. */
  submit: () => void;
}

/**
 * The nickname being edited (onboarding's step and my-page's sheet): the contract's rule, the
 * save through PATCH /members, and the same failure handling in both places.
 */
export function useNicknameField(
  initial: string | (() => string),
  onSaved: (nickname: string) => void,
): NicknameFieldState {
  const save = useUpdateMember();
  const [value, setValue] = useState(initial);
  // The rule's message shows once the member has typed or tried to go on; never before.
  const [showRuleError, setShowRuleError] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const ruleError = nicknameError(value);
  // One save per tap sequence (issue 24): a double tap or a tap and an Enter send one request.
  const flight = useSingleFlight(async (nickname: string) => {
    try {
      await save.mutateAsync(nickname);
    } catch (error) {
      showSaveError(error, setServerError, '회원 정보 수정 중 오류가 발생했어요');
      return;
    }
    onSaved(nickname);
  });

  return {
    value,
    error: serverError ?? (showRuleError ? ruleError : null),
    pending: flight.pending || save.isPending,
    change(next) {
      setValue(next);
      setShowRuleError(true);
      setServerError(null);
    },
    submit() {
      setShowRuleError(true);
      if (ruleError) return;
      void flight.run(value.trim());
    },
  };
}

export function NicknameField({
  field,
  placeholder,
  autoFocus,
}: {
  field: NicknameFieldState;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="닉네임"
      value={field.value}
      onChange={field.change}
      error={field.error}
      maxLength={NICKNAME_MAX_LENGTH}
      hint={`한글, 영문, 숫자로 ${NICKNAME_MAX_LENGTH}자까지 쓸 수 있어요.`}
      placeholder={placeholder}
      autoFocus={autoFocus}
    />
  );
}
