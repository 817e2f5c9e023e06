import type { LoveTypeQuestion } from '@dama/contract';
import type { ChoosingWith } from '../model/use-test-session';
import { AnswerScale } from './answer-scale';

export interface QuestionCardProps {
  question: LoveTypeQuestion;
  /** 1-based position, read out before the question ("n번 문항."). */
  position: number;
  selected: number | undefined;
  onChoose: (score: number) => void;
  onTap: () => void;
  /** Told whether the member is choosing with the keyboard or a pointer. */
  onChoosingWith: (way: ChoosingWith) => void;
}

/** One question: its text as the legend of its 5-point scale. */
export function QuestionCard({
  question,
  position,
  selected,
  onChoose,
  onTap,
  onChoosingWith,
}: QuestionCardProps) {
  return (
    <fieldset
      className="mt-8 flex flex-col gap-6"
      onKeyDown={() => onChoosingWith('keyboard')}
      onPointerDown={() => onChoosingWith('pointer')}
    >
      <legend className="mb-6 min-h-[5.5rem] text-[21px] leading-snug font-bold text-fg">
        <span className="sr-only">{`${position}번 문항. `}</span>
        {question.content}
      </legend>
      <AnswerScale
        name={`love-type-q${question.questionNumber}`}
        selected={selected}
        onChoose={onChoose}
        onTap={onTap}
      />
    </fieldset>
  );
}
