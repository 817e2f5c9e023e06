import { useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarHeart, ChevronRight, Heart, Plus } from 'lucide-react';
import {
  dDayCount,
  formatKoreanDate,
  todayInKorea,
  type CustomAnniversary,
  type UpcomingAnniversary,
} from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { trackButton } from '@/shared/analytics';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { anniversariesQuery } from '../api/get-anniversaries';
import { partnerQuery } from '../api/get-partner';
import { anniversaryRows, daysLeftLabel, whenLabel } from '../model/anniversary-list';
import { AnniversarySheet } from './anniversary-sheet';

type SheetState = { open: false } | { open: true; editing?: CustomAnniversary };

/**
 * The anniversaries `/anniversaries` (issue 26, decision 0069), from home's D-day: how long the
 * two have been together, then what is coming — every 100 days to 1 000, then yearly (N주년), and
 * the couple's own (both partners add, change and delete them; the other's screen follows live)
 * — each with its days left; past one-offs at the end.
 */
export function AnniversariesScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const { data: partner } = useQuery(partnerQuery());
  const linked = partner !== null && partner !== undefined;
  const { data: customs = [] } = useQuery({ ...anniversariesQuery(), enabled: linked });
  const [sheet, setSheet] = useState<SheetState>({ open: false });
  const today = todayInKorea();
  const start = member.startLoveDate;
  const rows = anniversaryRows(start, linked ? customs : [], today);
  const byId = new Map(customs.map((custom) => [custom.id, custom]));

  const edit = (custom: CustomAnniversary) => {
    trackButton('edit_anniversary');
    setSheet({ open: true, editing: custom });
  };

  return (
    <Screen className="px-5 pb-10" header={<PageHeader title="기념일" />}>
      {start ? (
        <section
          aria-labelledby="together-days"
          className="mt-2 flex items-center gap-4 rounded-card bg-primary-soft p-5"
        >
          <Heart aria-hidden="true" className="size-9 shrink-0 fill-current text-primary" />
          <div>
            <p className="text-[14px] text-primary-soft-fg">{formatKoreanDate(start)}부터</p>
            <h2 id="together-days" className="text-[22px] font-bold text-fg">
              함께한 지{' '}
              <span className="text-primary">
                {dDayCount(start, today).toLocaleString('ko-KR')}일
              </span>
              째
            </h2>
          </div>
        </section>
      ) : (
        <section className="mt-2 rounded-card bg-surface-2 p-5">
          <h2 className="text-[17px] font-bold text-fg">처음 만난 날을 알려 주세요</h2>
          <p className="mt-1 text-[14px] text-muted break-keep">
            100일마다, 그리고 해마다 돌아오는 날을 세어 드릴게요.
          </p>
          <Link
            to="/my-page/profile"
            className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-xl bg-primary pr-3 pl-4 text-[15px] font-semibold text-on-primary"
          >
            디데이 설정하기
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </section>
      )}

      <div className="mt-7 flex items-center justify-between">
        <h2 id="upcoming" className="text-[18px] font-bold text-fg">
          다가오는 기념일
        </h2>
        {linked ? (
          <Button
            variant="secondary"
            size="sm"
            analyticsName="add_anniversary"
            onClick={() => setSheet({ open: true })}
          >
            <Plus aria-hidden="true" className="size-4" />
            기념일 추가
          </Button>
        ) : null}
      </div>

      {rows.upcoming.length === 0 ? (
        <p className="mt-3 rounded-card bg-surface p-5 text-[15px] text-muted break-keep">
          아직 다가오는 기념일이 없어요.
        </p>
      ) : (
        <ul aria-labelledby="upcoming" className="mt-3 flex flex-col gap-2">
          {rows.upcoming.map((row) => (
            <UpcomingRow
              key={row.key}
              row={row}
              custom={row.customId === undefined ? undefined : byId.get(row.customId)}
              onEdit={edit}
            />
          ))}
        </ul>
      )}

      {!linked && partner === null ? (
        <p className="mt-4 rounded-card bg-surface-2 p-4 text-[14px] text-muted break-keep">
          연인과 연결하면 생일, 첫 여행처럼 둘만의 기념일을 함께 챙길 수 있어요.
        </p>
      ) : null}

      {rows.past.length > 0 ? (
        <section aria-labelledby="past" className="mt-7">
          <h2 id="past" className="text-[16px] font-bold text-muted">
            지난 기념일
          </h2>
          <ul className="mt-2 flex flex-col gap-2">
            {rows.past.map((custom) => (
              <li key={custom.id}>
                <button
                  type="button"
                  onClick={() => edit(custom)}
                  className="flex min-h-14 w-full items-center gap-3 rounded-2xl bg-surface px-4 py-3 text-left"
                >
                  <span className="flex-1">
                    <span className="block text-[15px] font-semibold text-fg break-keep">
                      {custom.title}
                    </span>
                    <span className="block text-[13px] text-muted">
                      {formatKoreanDate(custom.date)}
                    </span>
                  </span>
                  <span className="sr-only">고치기</span>
                  <ChevronRight aria-hidden="true" className="size-4 text-muted" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <AnniversarySheet
        open={sheet.open}
        onOpenChange={(open) => setSheet(open ? sheet : { open: false })}
        editing={sheet.open ? sheet.editing : undefined}
        today={today}
      />
    </Screen>
  );
}

function UpcomingRow({
  row,
  custom,
  onEdit,
}: {
  row: UpcomingAnniversary;
  custom: CustomAnniversary | undefined;
  onEdit: (custom: CustomAnniversary) => void;
}) {
  const today = row.daysLeft === 0;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          custom ? 'bg-peach text-fg' : 'bg-primary-soft text-primary',
        )}
      >
        <CalendarHeart className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[16px] font-semibold text-fg break-keep">{row.label}</span>
        <span className="block text-[13px] text-muted">{whenLabel(row.date, custom)}</span>
      </span>
      <span
        className={cn(
          'shrink-0 rounded-full px-3 py-1 text-[14px] font-bold tabular-nums',
          today ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg',
        )}
      >
        {daysLeftLabel(row.daysLeft)}
        <span className="sr-only">{today ? '이에요' : `, ${row.daysLeft}일 남았어요`}</span>
      </span>
    </>
  );
  const base = 'flex min-h-16 w-full items-center gap-3 rounded-2xl bg-surface px-4 py-3 text-left';
  return (
    <li>
      {custom ? (
        <button type="button" className={base} onClick={() => onEdit(custom)}>
          {body}
          <span className="sr-only">고치기</span>
        </button>
      ) : (
        <div className={base}>{body}</div>
      )}
    </li>
  );
}
