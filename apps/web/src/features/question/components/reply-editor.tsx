import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REPLY_MAX_LENGTH, replyTextError, textLength, type AnswerReply } from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { useReplyToAnswer } from '../api/reply-to-answer';
import { useQuestionDraft } from '../hooks/use-answer-draft';
import { showResponseError } from './response-errors';

/**
 * My 한마디 on the partner's answer (issue 26): written once, then shown with 고치기 and 지우기.
 * What I type is kept on this device until it is saved (the answer's draft rule), so leaving, a
 * reload or a failed save loses nothing. Each button acts once per tap sequence.
 */
export function ReplyEditor({
  coupleQuestionId,
  reply,
  partnerName,
}: {
  coupleQuestionId: number;
  reply: AnswerReply | null;
  partnerName: string;
}) {
  const member = useQuery(memberQuery());
  const draft = useQuestionDraft('reply', member.data?.memberId, coupleQuestionId);
  const save = useReplyToAnswer(coupleQuestionId);
  // Editing: with no reply yet, or a draft kept from before, or after 고치기.
  const [editing, setEditing] = useState(false);
  const id = useId();
  const open = reply === null || editing || draft.text !== null;
  const value = draft.text ?? (editing ? (reply?.text ?? '') : '');
  const length = textLength(value.trim());
  const error = length > REPLY_MAX_LENGTH ? replyTextError(value) : null;

  const submit = async () => {
    try {
      await save.mutateAsync(value.trim());
      draft.discard();
      setEditing(false);
    } catch (failure) {
      showResponseError(failure, '한마디를 남기지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };
  const remove = async () => {
    try {
      await save.mutateAsync(null);
      draft.discard();
      setEditing(false);
    } catch (failure) {
      showResponseError(failure, '한마디를 지우지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
  };

  // The draft is kept per member: nothing is typed before the member is known (cached in the app).
  if (member.data === undefined) return null;

  if (!open && reply) {
    return (
      <div className="flex flex-col gap-1 rounded-2xl bg-surface p-4">
        <p className="text-[13px] font-semibold text-muted">내가 남긴 한마디</p>
        <p className="text-[15px] leading-relaxed break-keep whitespace-pre-line text-fg">
          {reply.text}
        </p>
        <div className="-mr-2 flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            analyticsName="edit_reply"
            onClick={() => setEditing(true)}
          >
            고치기
          </Button>
          <Button variant="ghost" size="sm" analyticsName="delete_reply" action={remove}>
            지우기
          </Button>
        </div>
      </div>
    );
  }

  const unchanged = reply !== null && value.trim() === reply.text;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-[14px] font-semibold text-fg">
          {reply ? '한마디 고치기' : `${partnerName}에게 한마디`}
        </label>
        <span
          id={`${id}-count`}
          className={cn(
            'text-[13px] tabular-nums',
            length > REPLY_MAX_LENGTH ? 'text-danger' : 'text-muted',
          )}
        >
          <span className="sr-only">글자 수 </span>
          {length}/{REPLY_MAX_LENGTH}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => draft.change(event.target.value)}
        rows={2}
        placeholder="답변을 읽고 든 마음을 짧게 남겨 보세요"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        className={cn(
          'min-h-20 w-full resize-none rounded-2xl border bg-surface p-3 text-[15px] leading-relaxed break-keep text-fg outline-none placeholder:text-muted',
          error ? 'border-danger' : 'border-line focus:border-focus',
        )}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[14px] font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {reply && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              draft.discard();
              setEditing(false);
            }}
          >
            취소
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          analyticsName="save_reply"
          disabled={length === 0 || error !== null || unchanged}
          action={submit}
        >
          {reply ? '고친 한마디 남기기' : '한마디 남기기'}
        </Button>
      </div>
    </div>
  );
}
