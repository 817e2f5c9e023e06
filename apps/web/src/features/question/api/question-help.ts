import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bridge } from '@/shared/bridge';
import { questionKeys } from './question-keys';

/**
 * The shell's question-help flag (SPEC 7.3; local storage `question_help` in a browser): while it
 * is true the answers screen opens with its help. A shell that fails to answer counts as true.
 */
export function questionHelpQuery() {
  return queryOptions({
    queryKey: questionKeys.help,
    queryFn: () => bridge.getQuestionHelp().catch(() => true),
    staleTime: Infinity,
  });
}

/** Turns the help off for good (setQuestionHelpFalse); the screen hides it at once. */
export function useTurnOffQuestionHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bridge.setQuestionHelpFalse(),
    onMutate: () => queryClient.setQueryData(questionKeys.help, false),
  });
}
