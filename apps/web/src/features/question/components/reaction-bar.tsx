import type { AnswerReaction } from '@dama/contract';
import { trackButton } from '@/shared/analytics';
import { cn } from '@/shared/ui/cn';
import { useSingleFlight } from '@/shared/ui/use-single-flight';
import { useReactToAnswer } from '../api/react-to-answer';
import { REACTIONS } from '../model/reactions';
import { ReactionIcon } from './reaction-icon';
import { showResponseError } from './response-errors';

/**
 * The five reactions under the partner's answer (issue 26): one at a time; tapping the chosen one
 * takes it back. One change at a time: taps while one is out are ignored.
 */
export function ReactionBar({
  coupleQuestionId,
  current,
  partnerName,
}: {
  coupleQuestionId: number;
  current: AnswerReaction | null;
  partnerName: string;
}) {
  const react = useReactToAnswer(coupleQuestionId);
  const flight = useSingleFlight(async (reaction: AnswerReaction) => {
    const next = reaction === current ? null : reaction;
    trackButton('react_answer', { reaction, state: next === null ? 'off' : 'on' });
    try {
      await react.mutateAsync(next);
    } catch (error) {
      showResponseError(error, '반응을 남기지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  });
  return (
    <div role="group" aria-label={`${partnerName}의 답변에 반응 남기기`} className="flex gap-1.5">
      {REACTIONS.map(({ reaction, label }) => {
        const on = current === reaction;
        return (
          <button
            key={reaction}
            type="button"
            aria-pressed={on}
            aria-busy={(flight.pending && on) || undefined}
            onClick={() => void flight.run(reaction)}
            className={cn(
              'flex min-h-14 flex-1 flex-col items-center justify-center gap-1 rounded-xl border px-0.5 text-[12px] font-semibold break-keep transition-colors',
              on
                ? 'border-primary bg-primary-soft text-primary-soft-fg'
                : 'border-line bg-surface text-muted active:bg-surface-2',
            )}
          >
            <ReactionIcon reaction={reaction} filled={on} />
            {label}
          </button>
        );
      })}
    </div>
  );
}
