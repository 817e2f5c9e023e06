import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { todayInKorea } from '@dama/contract';
import { memberQuery } from '@/shared/api/queries';
import { trackButton } from '@/shared/analytics';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { BottomNav } from '@/shared/ui/bottom-nav';
import { DDayBadge } from '@/shared/ui/dday-badge';
import { Mascot } from '@/shared/ui/mascot';
import { AnniversaryCard } from './anniversary-card';

/**
 * Home `/`. Chat, today's question and the attachment test arrive with their own issues; until
 * then home shows only what exists: the greeting, the D-day and the next anniversary.
 */
export function HomeScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const today = todayInKorea();

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          variant="large"
          title="담아"
          hideBack
          right={
            <div className="flex items-center gap-1">
              {member.startLoveDate ? <DDayBadge startLoveDate={member.startLoveDate} /> : null}
              <Link
                to="/my-page"
                aria-label="마이페이지"
                onClick={() => trackButton('go_mypage')}
                className="flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-2"
              >
                <UserRound aria-hidden="true" className="size-6" />
              </Link>
            </div>
          }
        />
      }
      footer={<BottomNav />}
    >
      <section aria-labelledby="home-greeting" className="flex items-center gap-4 pt-6 pb-2">
        <Mascot size={88} mood="happy" />
        <div className="flex flex-col gap-1">
          <h2 id="home-greeting" className="text-xl leading-snug font-bold text-fg">
            {member.nickname ? `${member.nickname}님, 반가워요!` : '반가워요!'}
          </h2>
          <p className="text-[15px] leading-relaxed text-muted">
            오늘도 두 사람의 마음을 차곡차곡 담아 봐요.
          </p>
        </div>
      </section>

      <AnniversaryCard startLoveDate={member.startLoveDate} today={today} />
    </Screen>
  );
}
