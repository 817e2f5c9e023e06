import type { AnswerResponse } from '@dama/contract';
import { ReactionBar } from './reaction-bar';
import { ReplyEditor } from './reply-editor';

/**
 * Under the partner's answer once both answered (issue 26): my reaction and my 한마디 on it.
 */
export function MyResponse({
  coupleQuestionId,
  response,
  partnerName,
}: {
  coupleQuestionId: number;
  response: AnswerResponse;
  partnerName: string;
}) {
  return (
    <section
      aria-label="내 마음 남기기"
      className="mt-1 flex flex-col gap-3 border-t border-line pt-4"
    >
      <ReactionBar
        coupleQuestionId={coupleQuestionId}
        current={response.reaction}
        partnerName={partnerName}
      />
      <ReplyEditor
        coupleQuestionId={coupleQuestionId}
        reply={response.reply}
        partnerName={partnerName}
      />
    </section>
  );
}
