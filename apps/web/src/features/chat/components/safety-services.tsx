import { Phone } from 'lucide-react';
import type { SafetyKind } from '@dama/contract';
import { trackButton } from '@/shared/analytics';
import { cn } from '@/shared/ui/cn';
import { CALL_SAFETY_SERVICE } from '../model/safety-analytics';
import { SAFETY_SERVICES_LABEL, safetyServicesFor, type ShownSafetyService } from '../model/safety';

function track(kind: SafetyKind, service: ShownSafetyService) {
  trackButton(CALL_SAFETY_SERVICE, { service_id: service.id, safety_mode: kind });
}

/**
 * The services for `kind` as large `tel:` links, most urgent first: title and note on the left,
 * the number on the right. A tap is tracked as `call_safety_service` with the service's id.
 */
export function SafetyServiceList({ kind, className }: { kind: SafetyKind; className?: string }) {
  return (
    <ul aria-label={SAFETY_SERVICES_LABEL} className={cn('flex flex-col gap-2', className)}>
      {safetyServicesFor(kind).map((service) => (
        <li key={service.id}>
          <a
            href={service.href}
            onClick={() => track(kind, service)}
            className="grid min-h-14 grid-cols-[1fr_auto] items-center gap-x-3 rounded-2xl border border-safe-line bg-surface px-4 py-2.5 active:brightness-95"
          >
            <span className="col-start-1 row-start-1 text-[15px] leading-snug font-bold text-fg">
              {service.title}
            </span>
            <span
              className={cn(
                'col-start-2 row-start-1 inline-flex items-center gap-1.5 text-[19px] font-bold tabular-nums text-safe-fg',
                service.note && 'row-span-2',
              )}
            >
              <Phone aria-hidden="true" className="size-4.5 shrink-0" />
              {service.number}
            </span>
            {service.note && (
              <span className="col-start-1 row-start-2 text-[13px] leading-snug text-muted">
                {service.note}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The same services as small number chips (the folded safety card): still one tap to call. */
export function SafetyServiceChips({ kind }: { kind: SafetyKind }) {
  return (
    <ul aria-label={SAFETY_SERVICES_LABEL} className="flex flex-wrap gap-2">
      {safetyServicesFor(kind).map((service) => (
        <li key={service.id}>
          <a
            href={service.href}
            onClick={() => track(kind, service)}
            aria-label={`${service.title} ${service.number}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-safe-line bg-surface px-3.5 text-[15px] font-bold tabular-nums text-safe-fg active:brightness-95"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {service.number}
          </a>
        </li>
      ))}
    </ul>
  );
}
