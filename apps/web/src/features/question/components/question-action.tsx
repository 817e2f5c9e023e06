import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { trackButton } from '@/shared/analytics';
import { cn } from '@/shared/ui/cn';

const STYLE =
  'inline-flex min-h-12 items-center justify-center gap-1 rounded-xl px-5 text-[16px] font-semibold';
const EMPHASIS = {
  primary: 'bg-primary text-on-primary',
  secondary: 'bg-primary-soft text-primary-soft-fg',
} as const;

interface ActionProps {
  coupleQuestionId: number;
  emphasis?: keyof typeof EMPHASIS;
  className?: string;
}

const ACTIONS = {
  write: { to: '/question/write-answer', label: '답변 쓰기', analytics: 'write_answer' },
  view: { to: '/question/see-answer', label: '답변 보기', analytics: 'view_answer' },
} as const;

function QuestionActionLink({
  action,
  coupleQuestionId,
  emphasis = 'primary',
  className,
}: ActionProps & { action: keyof typeof ACTIONS }) {
  const { to, label, analytics } = ACTIONS[action];
  return (
    <Link
      to={to}
      search={{ coupleQuestionId }}
      onClick={() => trackButton(analytics)}
      className={cn(STYLE, EMPHASIS[emphasis], className)}
    >
      {label}
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** To the write screen for today's question (`write_answer`). */
export function WriteAnswerLink(props: ActionProps) {
  return <QuestionActionLink action="write" {...props} />;
}

/** To both answers of a question (`view_answer`). */
export function ViewAnswersLink(props: ActionProps) {
  return <QuestionActionLink action="view" {...props} />;
}
