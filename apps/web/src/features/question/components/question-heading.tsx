import { cn } from '@/shared/ui/cn';

/** A question as every question screen shows it: its title (`12번째 마음 질문`) over its text. */
export function QuestionHeading({
  title,
  content,
  as: Heading = 'h2',
  size = 'lg',
  id,
}: {
  title: string;
  content: string;
  as?: 'h1' | 'h2' | 'h3';
  size?: 'lg' | 'md';
  id?: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="w-fit rounded-full bg-primary-soft px-3 py-1 text-[13px] font-semibold text-primary-soft-fg">
        {title}
      </p>
      <Heading
        id={id}
        className={cn(
          'leading-snug font-bold tracking-tight text-fg',
          size === 'lg' ? 'text-[21px]' : 'text-[18px]',
        )}
      >
        {content}
      </Heading>
    </div>
  );
}
