import { Check } from 'lucide-react';
import { cn } from '@/shared/ui/cn';

function Chip({ who, answered }: { who: string; answered: boolean }) {
  return (
    <li
      className={cn(
        'inline-flex min-h-8 items-center gap-1 rounded-full px-3 text-[13px] font-semibold',
        answered ? 'bg-primary-soft text-primary-soft-fg' : 'bg-surface-2 text-muted',
      )}
    >
      {answered && <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />}
      {who} {answered ? '답했어요' : '아직이에요'}
    </li>
  );
}

/**
 * Who has answered a couple question: me, and the partner when there is one (`partnerName` null:
 * none). Shared by home's today-question card and the question screens.
 */
export function AnswerStatus({
  meAnswered,
  partnerAnswered,
  partnerName,
  id,
}: {
  meAnswered: boolean;
  partnerAnswered: boolean;
  partnerName: string | null;
  id?: string;
}) {
  return (
    <ul id={id} aria-label="답변 현황" className="flex flex-wrap gap-2">
      <Chip who="나" answered={meAnswered} />
      {partnerName !== null && <Chip who={partnerName} answered={partnerAnswered} />}
    </ul>
  );
}
