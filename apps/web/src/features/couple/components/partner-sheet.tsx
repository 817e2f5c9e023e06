import type { ReactNode } from 'react';
import { formatDDay, formatKoreanDate, LOVE_TYPE_NAMES, type Partner } from '@dama/contract';
import { BottomSheet } from '@/shared/ui/bottom-sheet';
import { DDayBadge } from './dday-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 border-b border-line py-3 last:border-b-0">
      <dt className="text-[15px] text-muted">{label}</dt>
      <dd className="text-right text-[15px] font-semibold text-fg">{children}</dd>
    </div>
  );
}

/** The partner's info in a bottom sheet (`open_partner_sheet`): nickname, D-day, love type. */
export function PartnerSheet({
  partner,
  open,
  onOpenChange,
}: {
  partner: Partner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const nickname = partner.nickname ?? '연인';
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={`${nickname}님의 정보`}>
      <dl className="flex flex-col">
        <Row label="닉네임">{nickname}</Row>
        <Row label="함께한 날">
          {partner.startLoveDate ? (
            <span className="flex flex-col items-end gap-1">
              <DDayBadge label={formatDDay(partner.startLoveDate)} />
              <span className="text-[13px] font-normal text-muted">
                {formatKoreanDate(partner.startLoveDate)}부터
              </span>
            </span>
          ) : (
            '아직 정하지 않았어요'
          )}
        </Row>
        <Row label="애착 유형">
          {partner.loveTypeCategory ? (
            <span className="flex flex-col items-end gap-1">
              {LOVE_TYPE_NAMES[partner.loveTypeCategory]}
              {partner.anxietyRate !== null && partner.avoidanceRate !== null ? (
                <span className="text-[13px] font-normal text-muted">
                  불안 {partner.anxietyRate.toFixed(2)} · 회피 {partner.avoidanceRate.toFixed(2)}
                </span>
              ) : null}
            </span>
          ) : (
            '아직 테스트 전이에요'
          )}
        </Row>
      </dl>
    </BottomSheet>
  );
}
