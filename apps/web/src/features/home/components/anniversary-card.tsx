import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarHeart, ChevronRight } from 'lucide-react';
import { dDayCount, formatKoreanDate, upcomingAnniversaries } from '@dama/contract';
import { anniversariesQuery } from '@/features/couple';
import { trackButton } from '@/shared/analytics';

/**
 * How long the two have been together and the next day worth celebrating: a milestone (the
 * contract's one rule) or, once read, one of the couple's own; it opens the anniversaries.
 */
export function AnniversaryCard({
  startLoveDate,
  today,
  linked,
}: {
  startLoveDate: string | null;
  today: string;
  /** Known to have a partner: the couple's own anniversaries are read. */
  linked: boolean;
}) {
  const { data: customs = [] } = useQuery({ ...anniversariesQuery(), enabled: linked });
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
  const [next] = upcomingAnniversaries(startLoveDate, linked ? customs : [], today, 1);

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
        <Link
          to="/anniversaries"
          onClick={() => trackButton('open_anniversaries')}
          className="mt-4 flex items-center gap-3 rounded-xl bg-surface px-4 py-3"
        >
          <CalendarHeart aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <p className="flex-1 text-[15px] text-fg break-keep">
            {next.daysLeft === 0 && next.customId !== undefined ? (
              // The couple's own title: no particle after it (the helper stays off home).
              <>
                <strong>{next.label}</strong>, 바로 오늘이에요. 축하해요!
              </>
            ) : next.daysLeft === 0 ? (
              // 일 / 주년 end in a final consonant: 이에요.
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
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
          <span className="sr-only">기념일 모두 보기</span>
        </Link>
      ) : null}
    </section>
  );
}
