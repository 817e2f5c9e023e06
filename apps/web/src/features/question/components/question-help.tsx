import { X } from 'lucide-react';
import { Button } from '@/shared/ui/button';

/** The answers screen's help: how answers are shared. Closed for now, or turned off for good. */
export function QuestionHelp({
  solo,
  onClose,
  onTurnOff,
}: {
  /** A member with no partner yet: nothing about two people answering. */
  solo: boolean;
  onClose: () => void;
  onTurnOff: () => void;
}) {
  return (
    <section
      aria-labelledby="question-help-title"
      className="relative rounded-card bg-primary-soft p-5"
    >
      <h2 id="question-help-title" className="pr-10 text-[16px] font-bold text-fg">
        마음 질문은 이렇게 나눠요
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-[14px] leading-relaxed text-fg">
        {solo ? (
          <li>연인과 연결하면 지금 쓴 답변도 함께 옮겨지고, 서로의 답변을 나눌 수 있어요.</li>
        ) : (
          <>
            <li>내가 답을 써야 연인의 답변을 볼 수 있어요.</li>
            <li>두 사람 모두 답하면 다음 날 새 질문이 열려요.</li>
          </>
        )}
        <li>내 답변은 다음 질문이 열리기 전까지 고칠 수 있어요.</li>
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className="mt-2 -ml-3 text-primary-soft-fg"
        onClick={onTurnOff}
      >
        다시 보지 않기
      </Button>
      <button
        type="button"
        aria-label="도움말 닫기"
        onClick={onClose}
        className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-fg"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
