import { Link } from '@tanstack/react-router';
import { CalendarHeart } from 'lucide-react';
import { dDayCount, formatKoreanDate } from '@dama/contract';
import { trackButton } from '@/shared/analytics';
import { nextAnniversary } from '../model/next-anniversary';

/** How long the two have been together and the next day worth celebrating. */
export function AnniversaryCard({
  startLoveDate,
  today,
}: {
  startLoveDate: string | null;
  today: string;
}) {
  if (!startLoveDate) {
    return (
      <section aria-labelledby="home-anniversary" className="mt-6 rounded-2xl bg-surface-2 p-5">
        <h2 id="home-anniversary" className="text-base font-bold text-fg">
          처음 만난 날을 알려 주세요
        </h2>
        <p className="mt-1 text-sm text-muted">함께한 날과 다가오는 기념일을 세어 드릴게요.</p>
        <Link
          to="/my-page/profile"
          onClick={() => trackButton('go_set_anniversary')}
          className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-primary px-4 text-sm font-semibold text-on-primary"
        >
          디데이 설정하기
        </Link>
      </section>
    );
  }

  const days = dDayCount(startLoveDate, today);
  const next = nextAnniversary(startLoveDate, today);

  return (
    <section aria-labelledby="home-anniversary" className="mt-6 rounded-2xl bg-surface-2 p-5">
      <h2 id="home-anniversary" className="sr-only">
        함께한 날
      </h2>
      <p className="text-sm text-muted">{formatKoreanDate(startLoveDate)}부터</p>
      <p className="mt-1 text-2xl font-bold text-fg">
        함께한 지 <span className="text-primary">{days.toLocaleString('ko-KR')}일</span>째
      </p>
      {next ? (
        <div className="mt-4 flex items-center gap-3 rounded-xl bg-surface px-4 py-3">
          <CalendarHeart aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <p className="text-[15px] text-fg">
            {next.daysLeft === 0 ? (
              <>
                오늘은 <strong>{next.label}</strong>이에요. 축하해요!
              </>
            ) : (
              <>
                <strong>{next.label}</strong>까지 {next.daysLeft}일 남았어요
                <span className="block text-sm text-muted">{formatKoreanDate(next.date)}</span>
              </>
            )}
          </p>
        </div>
      ) : null}
    </section>
  );
}
