import { josa, type AnswerResponse } from '@dama/contract';
import { reactionLabel } from '../model/reactions';
import { ReactionIcon } from './reaction-icon';

/**
 * What the partner left on my answer (issue 26): their reaction and their 한마디, under my answer;
 * nothing while they left nothing. It changes live (`partner_responded` reads the answers again),
 * so it is a polite live region.
 */
export function PartnerResponse({
  response,
  partnerName,
}: {
  response: AnswerResponse;
  partnerName: string;
}) {
  const { reaction, reply } = response;
  return (
    <div aria-live="polite" className="empty:hidden">
      {(reaction || reply) && (
        <section
          aria-label={`${josa(partnerName, '이/가')} 남긴 마음`}
          className="mt-1 flex flex-col gap-2 border-t border-line pt-3"
        >
          <p className="text-[13px] font-semibold text-muted">
            {`${josa(partnerName, '이/가')} 남긴 마음`}
          </p>
          {reaction && (
            <p className="flex">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1.5 text-[14px] font-semibold text-primary-soft-fg">
                <ReactionIcon reaction={reaction} filled className="size-4" />
                <span className="sr-only">반응: </span>
                {reactionLabel(reaction)}
              </span>
            </p>
          )}
          {reply && (
            <div className="flex flex-col gap-1 rounded-2xl bg-surface-2 p-3">
              <p className="text-[13px] font-semibold text-muted">한마디</p>
              <p className="text-[15px] leading-relaxed break-keep whitespace-pre-line text-fg">
                {reply.text}
              </p>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
