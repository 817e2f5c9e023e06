import type { TermsItem } from '@dama/contract';

/**
 * One term's text: its details in order, TITLE as a section heading, SUBTITLE as a sub-heading and
 * CONTENT as paragraphs (line breaks kept). The caller renders the term's own title above, as the
 * heading one level up.
 */
export function TermsBody({ term }: { term: TermsItem }) {
  // A leading TITLE that repeats the term's own title (rendered by the caller) is not shown twice.
  const details = term.content.details.filter(
    (detail, index) =>
      !(index === 0 && detail.type === 'TITLE' && detail.content === term.content.title),
  );
  return (
    <div className="flex flex-col gap-3 text-[15px] leading-relaxed text-fg">
      {details.map((detail, index) => {
        const key = `${index}-${detail.type}`;
        switch (detail.type) {
          case 'TITLE':
            return (
              <h3 key={key} className="mt-4 text-base font-bold first:mt-0">
                {detail.content}
              </h3>
            );
          case 'SUBTITLE':
            return (
              <h4 key={key} className="mt-1 font-semibold">
                {detail.content}
              </h4>
            );
          case 'CONTENT':
            return (
              <p key={key} className="whitespace-pre-line text-muted">
                {detail.content}
              </p>
            );
        }
      })}
      <p className="mt-4 text-sm text-muted">제{term.content.version}판</p>
    </div>
  );
}
