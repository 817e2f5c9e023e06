import { ShieldCheck } from 'lucide-react';
import type { SafetyKind } from '@dama/contract';
import { Mascot } from '@/shared/ui/mascot';
import { SAFETY_SERVICES_LABEL, safetyLine } from '../model/safety';
import { SafetyServiceList } from './safety-services';

/** A summary as this part reads it (the result's summary, with its kind of risk set). */
export interface SafetySummaryData {
  totalSummary: string | null;
  firstSummary: string;
  secondSummary: string;
  thirdSummary: string;
}

/** The services of a finished safety room, under a heading: shared by the result and the transcript. */
export function SafetyServicesSection({
  kind,
  headingId,
  headingLevel = 3,
}: {
  kind: SafetyKind;
  headingId: string;
  /** The heading's rank where the section sits (2 at the top of a screen). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-safe-line bg-safe-soft p-5"
    >
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-[16px] font-bold text-fg">
          {SAFETY_SERVICES_LABEL}
        </Heading>
        <p className="text-[14px] leading-relaxed text-fg">{safetyLine(kind)}</p>
      </div>
      <SafetyServiceList kind={kind} />
    </section>
  );
}

/**
 * The result of a room that ended in safety mode (DESIGN 6): a safety summary, never a couple's
 * quarrel or a tip; what was looked at, and the kind's services as `tel:` links.
 */
export function SafetySummaryBody({
  summary,
  kind,
  date,
}: {
  summary: SafetySummaryData;
  kind: SafetyKind;
  date: string | null;
}) {
  const notes = [summary.firstSummary, summary.secondSummary, summary.thirdSummary].filter(
    (text) => text.trim() !== '',
  );
  return (
    <article aria-labelledby="result-title" className="flex flex-col gap-6">
      <header className="flex flex-col items-center gap-3 pt-2 text-center">
        <Mascot size={96} mood="calm" />
        {date && <p className="text-[14px] text-muted">{date}의 대화</p>}
        <p className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-safe-soft px-3 text-[14px] font-semibold text-safe-fg">
          <ShieldCheck aria-hidden="true" className="size-4" />
          안전을 먼저 살핀 대화
        </p>
        <h2 id="result-title" className="text-[22px] leading-snug font-bold text-fg">
          {summary.totalSummary ?? '내 안전을 먼저 살핀 시간'}
        </h2>
      </header>
      {notes.length > 0 && (
        <section
          aria-labelledby="result-notes"
          className="rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]"
        >
          <h3 id="result-notes" className="text-[14px] font-semibold text-safe-fg">
            이 대화에서 살핀 것
          </h3>
          {notes.map((text, index) => (
            <p key={index} className="mt-2 text-[16px] leading-relaxed whitespace-pre-line text-fg">
              {text}
            </p>
          ))}
        </section>
      )}
      <SafetyServicesSection kind={kind} headingId="result-services" />
    </article>
  );
}
