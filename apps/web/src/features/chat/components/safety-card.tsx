import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, ChevronUp, ShieldCheck } from 'lucide-react';
import type { SafetyKind } from '@dama/contract';
import { trackEvent } from '@/shared/analytics';
import { SAFETY_HEADING, safetyLine } from '../model/safety';
import { VIEW_SAFETY_CARD } from '../model/safety-analytics';
import { SafetyServiceChips, SafetyServiceList } from './safety-services';

/** Rooms and kinds whose card was already tracked in this document (`view_safety_card` once). */
const viewed = new Set<string>();

/**
 * The room is in safety mode (DESIGN 6): a calm card above the conversation with the kind's
 * services as `tel:` links. It never blocks: the member keeps talking to 담이 below it, and can
 * fold it to a row of numbers that are still one tap to call. Until the member folds or unfolds
 * it, it is folded while space is short (the keyboard is up) and open otherwise.
 */
export function SafetyCard({
  chatRoomId,
  kind,
  short = false,
}: {
  chatRoomId: number;
  kind: SafetyKind;
  /** Little height left for the conversation (the keyboard is up). */
  short?: boolean;
}) {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !short;
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const key = `${chatRoomId}:${kind}`;
    if (viewed.has(key)) return;
    viewed.add(key);
    trackEvent(VIEW_SAFETY_CARD, { safety_mode: kind });
  }, [chatRoomId, kind]);

  return (
    <section
      aria-labelledby={titleId}
      className="mx-3 mt-2 mb-1 flex flex-col gap-3 rounded-card border border-safe-line bg-safe-soft p-4"
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-safe-fg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="text-[16px] leading-snug font-bold text-fg">
            {SAFETY_HEADING}
          </h2>
          {open && <p className="text-[14px] leading-relaxed text-fg">{safetyLine(kind)}</p>}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setChosen(!open)}
          className="-my-2 -mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-[13px] font-semibold text-safe-fg hover:bg-surface"
        >
          {open ? '접기' : '펼치기'}
          {open ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      <div id={bodyId}>
        {open ? <SafetyServiceList kind={kind} /> : <SafetyServiceChips kind={kind} />}
      </div>
    </section>
  );
}

/**
 * Says it to screen readers when the room enters safety mode while the screen is open (the card
 * appears above, away from where the reply is read). Mounted always, so the change is heard.
 */
export function SafetyModeAnnouncer({ kind }: { kind: SafetyKind | null }) {
  const previous = useRef(kind);
  const [text, setText] = useState('');
  useEffect(() => {
    if (kind && kind !== previous.current) {
      setText('안전 모드로 바뀌었어요. 대화 위에 도움받을 수 있는 곳을 모아 두었어요.');
    }
    previous.current = kind;
  }, [kind]);
  return (
    <div aria-live="polite" className="sr-only">
      {text}
    </div>
  );
}
