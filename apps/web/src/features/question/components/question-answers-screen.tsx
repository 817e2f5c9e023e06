import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleHelp, Lock } from 'lucide-react';
import { josa, type QuestionAnswers } from '@dama/contract';
import { isApiError } from '@/shared/api/api-error';
import { todayQuestionQuery } from '../api/get-today-question';
import { trackButton } from '@/shared/analytics';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { questionAnswersQuery } from '../api/get-question-answers';
import { questionKeys } from '../api/question-keys';
import { useStreamEvent } from '@/shared/realtime/use-stream-event';
import { questionHelpQuery, useTurnOffQuestionHelp } from '../api/question-help';
import { partnerCallName } from '../model/question-book';
import { AnswerCard, AnswerPlaceholder, AnswerText } from './answer-card';
import { MyResponse } from './my-response';
import { PartnerResponse } from './partner-response';
import { QuestionHeading } from './question-heading';
import { QuestionHelp } from './question-help';
import { fromAnswers } from '../model/write-origin';
import { QUESTION_NOT_FOUND, QuestionLoading, QuestionUnavailable } from './question-unavailable';

function PartnerAnswer({ answers }: { answers: QuestionAnswers }) {
  const { me, partner } = answers;
  if (partner === null) {
    return (
      <AnswerCard who="연인">
        <AnswerPlaceholder>연인과 연결하면 서로의 답변을 나눌 수 있어요.</AnswerPlaceholder>
        <Link
          to="/my-page/couple-management"
          className="inline-flex min-h-11 w-fit items-center text-[15px] font-semibold text-primary-soft-fg"
        >
          연인과 연결하기
        </Link>
      </AnswerCard>
    );
  }
  const name = partnerCallName(partner.nickname);
  let content;
  if (partner.answer !== null) {
    content = (
      <>
        <AnswerText>{partner.answer}</AnswerText>
        {me.answered && (
          <MyResponse
            coupleQuestionId={answers.coupleQuestionId}
            response={answers.responses.fromMe}
            partnerName={name}
          />
        )}
      </>
    );
  } else if (!me.answered && partner.answered) {
    content = (
      <p className="flex items-start gap-2 text-[15px] leading-relaxed text-fg">
        <Lock aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
        {josa(name, '은/는')} 답을 남겼어요. 내 답변을 먼저 쓰면 볼 수 있어요.
      </p>
    );
  } else if (!me.answered) {
    content = <AnswerPlaceholder>{name}도 아직 답하지 않았어요.</AnswerPlaceholder>;
  } else {
    content = (
      <AnswerPlaceholder>
        {josa(name, '은/는')} 아직 답하지 않았어요. 답하면 여기에서 볼 수 있어요.
      </AnswerPlaceholder>
    );
  }
  return <AnswerCard who={partner.nickname ?? '연인'}>{content}</AnswerCard>;
}

/**
 * Question see answers `/question/see-answer` (SPEC 2.3): the question, my answer and the
 * partner's, with nicknames. The partner's stays hidden until I have answered (CONTRACT 4.5).
 * The help shows at first while the stored question-help flag is true; "다시 보지 않기" turns
 * the flag off (SPEC 7.3).
 */
export function QuestionAnswersScreen({ coupleQuestionId }: { coupleQuestionId: number }) {
  const answers = useQuery({
    ...questionAnswersQuery(coupleQuestionId),
    enabled: coupleQuestionId > 0,
  });
  const today = useQuery(todayQuestionQuery());
  const helpFlag = useQuery(questionHelpQuery());
  const turnOff = useTurnOffQuestionHelp();
  // null: as the stored flag says (at first); then as the reader chose on this screen.
  const [helpOpen, setHelpOpen] = useState<boolean | null>(null);
  // What the partner left on my answer arrives live (issue 26): the answers are read again.
  const queryClient = useQueryClient();
  useStreamEvent('partner_responded', (event) => {
    if (event.coupleQuestionId !== coupleQuestionId) return;
    void queryClient.invalidateQueries({ queryKey: questionKeys.answers(coupleQuestionId) });
  });
  const showHelp = helpOpen ?? helpFlag.data === true;

  // A read again that failed while its answer is still here (offline, say) leaves the screen as
  // it was: only a read with nothing to show is the screen's error.
  const answersError = answers.data === undefined ? answers.error : null;
  if (
    answersError &&
    !isApiError(answersError, 'NO_SUCH_COUPLE_QUESTION', 'MEMBER_ACCESS_DENIED')
  ) {
    throw answersError;
  }
  const data = answers.data;
  const isToday = data !== undefined && today.data?.coupleQuestionId === data.coupleQuestionId;

  let body;
  if (coupleQuestionId === 0 || answersError) {
    body = <QuestionUnavailable {...QUESTION_NOT_FOUND} />;
  } else if (!data) {
    body = <QuestionLoading label="답변을 불러오고 있어요" />;
  } else {
    const { me } = data;
    body = (
      <div className="flex flex-col gap-4 pt-4 pb-8">
        {showHelp && (
          <QuestionHelp
            solo={data.partner === null}
            onClose={() => setHelpOpen(false)}
            onTurnOff={() => {
              setHelpOpen(false);
              turnOff.mutate();
            }}
          />
        )}
        <QuestionHeading title={data.title} content={data.content} />
        <AnswerCard
          who={me.nickname ?? '나'}
          mine
          action={
            me.updatable ? (
              <Link
                to="/question/write-answer"
                search={{ coupleQuestionId: data.coupleQuestionId, isEdit: true }}
                state={fromAnswers(data.coupleQuestionId)}
                className="inline-flex min-h-11 items-center rounded-xl px-3 text-[14px] font-semibold text-primary"
              >
                고치기
              </Link>
            ) : undefined
          }
        >
          {me.answer !== null ? (
            <>
              <AnswerText>{me.answer}</AnswerText>
              {data.partner && (
                <PartnerResponse
                  response={data.responses.fromPartner}
                  partnerName={partnerCallName(data.partner.nickname)}
                />
              )}
            </>
          ) : (
            <AnswerPlaceholder>
              {isToday ? '아직 답하지 않았어요.' : '이 질문에는 답하지 않았어요.'}
            </AnswerPlaceholder>
          )}
        </AnswerCard>
        <PartnerAnswer answers={data} />
      </div>
    );
  }

  const canWrite = data !== undefined && isToday && !data.me.answered;
  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          title="서로의 답변"
          right={
            data ? (
              <button
                type="button"
                aria-label="도움말"
                aria-expanded={showHelp}
                onClick={() => setHelpOpen(!showHelp)}
                className="flex size-11 items-center justify-center rounded-full text-fg active:bg-surface-2"
              >
                <CircleHelp aria-hidden="true" className="size-5" />
              </button>
            ) : undefined
          }
        />
      }
      footer={
        canWrite ? (
          <div className="px-5 pt-3 pb-4">
            <Link
              to="/question/write-answer"
              search={{ coupleQuestionId: data.coupleQuestionId }}
              state={fromAnswers(data.coupleQuestionId)}
              onClick={() => trackButton('write_answer')}
              className="flex min-h-14 w-full items-center justify-center rounded-2xl bg-primary text-[17px] font-semibold text-on-primary"
            >
              내 답변 쓰기
            </Link>
          </div>
        ) : undefined
      }
    >
      {body}
    </Screen>
  );
}
