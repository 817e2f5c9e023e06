import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useBlocker, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { answerTextError } from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { isApiError, isNetworkError } from '@/shared/api/api-error';
import { todayQuestionQuery } from '../api/get-today-question';
import { Button } from '@/shared/ui/button';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader, useGoBack } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { toast } from '@/shared/ui/toast';
import { questionAnswersQuery } from '../api/get-question-answers';
import { useSaveAnswer } from '../api/save-answer';
import { AnswerField } from './answer-field';
import { AnswerTooltip } from './answer-tooltip';
import { SaveFailedNote } from './save-failed-note';
import { useAnswerDraft } from '../hooks/use-answer-draft';
import { QuestionHeading } from './question-heading';
import { QUESTION_NOT_FOUND, QuestionLoading, QuestionUnavailable } from './question-unavailable';

/** SPEC 8.3. */
export const SUBMIT_FAILED_MESSAGE = '답변 제출 중 오류가 발생했습니다';
export const EDIT_FAILED_MESSAGE = '답변 수정 중 오류가 발생했습니다';

const linkStyle =
  'inline-flex min-h-12 items-center justify-center rounded-xl bg-primary-soft px-5 text-[16px] font-semibold text-primary-soft-fg';

/** Why the last save failed: no answer came (offline, unreachable), or the server refused. */
type SaveFailure = 'network' | 'server' | null;

/**
 * Question write `/question/write-answer` (SPEC 2.3): today's question, my answer (up to 200
 * characters, with a counter) and save (`save_answer`), or edit my answer when `isEdit`
 * (`edit_answer`). What I type is kept on this device (per member and question) until it is
 * saved, across navigation and reloads (issue 24); leaving with unsaved text asks first and says
 * so. A save runs once per tap sequence; a failed one keeps the text (SPEC 8.3 toast) and says
 * what happened with 다시 시도 beside it. After a save the answers screen shows, in place of
 * this entry (or, when it was opened from that screen, by going back to it). Only today's open
 * question can be answered; anything else says why.
 */
export function QuestionWriteScreen({
  coupleQuestionId,
  isEdit,
}: {
  coupleQuestionId: number;
  isEdit: boolean;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  const answersBehind = useLocation({ select: (location) => location.state.answersBehind });
  const member = useQuery(memberQuery());
  const answers = useQuery({
    ...questionAnswersQuery(coupleQuestionId),
    enabled: coupleQuestionId > 0,
  });
  const today = useQuery(todayQuestionQuery());
  const save = useSaveAnswer(isEdit);
  const data = answers.data;

  // What I wrote, kept on this device; null until I type (the field then shows my saved answer
  // when editing).
  const draftStore = useAnswerDraft(member.data?.memberId, coupleQuestionId);
  const draft = draftStore.text;
  const [failure, setFailure] = useState<SaveFailure>(null);
  const setDraft = (next: string) => {
    setFailure(null);
    draftStore.change(next);
  };
  const initial = isEdit ? (data?.me.answer ?? '') : '';
  const text = draft ?? initial;
  const dirty = text.trim() !== initial.trim();
  const saved = useRef(false);
  const unsaved = () => dirty && !saved.current;
  // Any navigation away (a tab, the system back) asks first…
  const blocker = useBlocker({
    shouldBlockFn: unsaved,
    // The draft is kept across a reload: the browser need not ask.
    enableBeforeUnload: false,
    withResolver: true,
  });
  // …and the header's back asks before history moves, so the address stays put while it asks.
  const goBack = useGoBack();
  const [askingBack, setAskingBack] = useState(false);
  const leave = () => goBack({ ignoreBlocker: true });
  const back = () => {
    if (unsaved()) setAskingBack(true);
    else leave();
  };

  // A read again that failed while its answer is still here (offline, say) leaves the screen as
  // it was: only a read with nothing to show is the screen's error.
  const answersError = answers.data === undefined ? answers.error : null;
  if (
    answersError &&
    !isApiError(answersError, 'NO_SUCH_COUPLE_QUESTION', 'MEMBER_ACCESS_DENIED')
  ) {
    throw answersError;
  }
  if (today.error && today.data === undefined) throw today.error;

  const error = answerTextError(text);
  const shownError = text.trim() === '' ? null : error;

  const submit = async () => {
    if (error) return;
    setFailure(null);
    let answered: number;
    try {
      answered = (await save.mutateAsync(text.trim())).coupleQuestionId;
    } catch (failed) {
      // No answer came (offline, unreachable): said at the button, with the text kept.
      setFailure(isNetworkError(failed) ? 'network' : 'server');
      toast.error(isEdit ? EDIT_FAILED_MESSAGE : SUBMIT_FAILED_MESSAGE);
      return;
    }
    saved.current = true;
    draftStore.clear();
    toast.success(isEdit ? '답변을 고쳤어요' : '답변을 저장했어요');
    // Opened from this question's answers: back to it (already read again), not a second one.
    if (answersBehind === answered && router.history.canGoBack()) {
      router.history.back({ ignoreBlocker: true });
      return;
    }
    void navigate({
      to: '/question/see-answer',
      search: { coupleQuestionId: answered },
      replace: true,
    });
  };

  const seeAnswers = (
    <Link to="/question/see-answer" search={{ coupleQuestionId }} className={linkStyle}>
      답변 보기
    </Link>
  );

  let body;
  let canWrite = false;
  if (coupleQuestionId === 0 || answersError) {
    body = <QuestionUnavailable {...QUESTION_NOT_FOUND} />;
  } else if (!data || !today.data) {
    body = <QuestionLoading label="질문을 불러오고 있어요" />;
  } else if (
    !dirty &&
    (today.data.coupleQuestionId !== data.coupleQuestionId || (isEdit && !data.me.updatable))
  ) {
    body = (
      <QuestionUnavailable
        title="이제 답할 수 없는 질문이에요"
        description="지난 질문의 답변은 볼 수만 있어요."
      >
        {seeAnswers}
      </QuestionUnavailable>
    );
  } else if (!dirty && !isEdit && data.me.answered) {
    body = (
      <QuestionUnavailable
        title="이미 답한 질문이에요"
        description="답변은 다음 질문이 열리기 전까지 고칠 수 있어요."
      >
        {data.me.updatable && (
          <Link
            to="/question/write-answer"
            search={{ coupleQuestionId, isEdit: true }}
            replace
            className={linkStyle}
          >
            내 답변 고치기
          </Link>
        )}
        {seeAnswers}
      </QuestionUnavailable>
    );
  } else {
    canWrite = true;
    body = (
      <div className="flex flex-col gap-6 pt-4 pb-6">
        <QuestionHeading title={data.title} content={data.content} />
        <AnswerTooltip solo={data.partner === null} />
        <AnswerField value={text} onChange={setDraft} error={shownError} />
      </div>
    );
  }

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          title={isEdit ? '답변 고치기' : '답변 쓰기'}
          backAnalyticsName="back_write"
          onBack={back}
        />
      }
      footer={
        canWrite ? (
          <div className="flex flex-col gap-3 px-5 pt-3 pb-4">
            {failure && <SaveFailedNote offline={failure === 'network'} />}
            <Button
              size="lg"
              fullWidth
              analyticsName={isEdit ? 'edit_answer' : 'save_answer'}
              disabled={error !== null || (isEdit && !dirty)}
              loading={save.isPending}
              action={submit}
            >
              {failure ? '다시 시도' : isEdit ? '고친 답변 저장하기' : '답변 저장하기'}
            </Button>
          </div>
        ) : undefined
      }
    >
      {body}
      <ConfirmModal
        open={askingBack || blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (open) return;
          setAskingBack(false);
          if (blocker.status === 'blocked') blocker.reset();
        }}
        image={<Mascot size={88} mood="sad" />}
        title="쓰던 답변이 있어요"
        description="쓴 내용은 이 기기에 남겨 둘게요. 다시 오면 이어서 쓸 수 있어요."
        cancelLabel="계속 쓰기"
        confirmLabel="나가기"
        onConfirm={() => {
          if (blocker.status === 'blocked') blocker.proceed();
          else leave();
        }}
      />
    </Screen>
  );
}
