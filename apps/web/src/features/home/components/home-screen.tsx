import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { formatDDay, todayInKorea } from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { DDayBadge, partnerQuery } from '@/features/couple';
import { NotificationBell } from '@/features/notification';
import { trackButton } from '@/shared/analytics';
import { Screen } from '@/shared/ui/screen';
import { PageHeader } from '@/shared/ui/page-header';
import { BottomNav } from '@/shared/ui/bottom-nav';
import { Mascot } from '@/shared/ui/mascot';
import { AnniversaryCard } from './anniversary-card';
import { ChatCard } from './chat-card';
import { CoupleInviteCard } from './couple-invite-card';
import { JarCard } from './jar-card';
import { LoveTypeCard } from './love-type-card';
import { TodayQuestionCard } from './today-question-card';

/**
 * Home `/`: the greeting (with the partner when linked), the D-day and the next anniversary,
 * today's question (who answered), the couple's jar of words, the chat card (start or continue), an invitation to link when
 * there is no partner, and the attachment-test card.
 */
export function HomeScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  // Partner info may fail on its own without breaking home (SPEC 2.1): null = not linked.
  const { data: partner, isSuccess: partnerKnown } = useQuery(partnerQuery());
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
              {member.startLoveDate ? (
                <Link
                  to="/anniversaries"
                  aria-label={`기념일 보기, ${formatDDay(member.startLoveDate)}`}
                  onClick={() => trackButton('open_anniversaries')}
                  className="flex min-h-11 items-center rounded-full"
                >
                  <DDayBadge label={formatDDay(member.startLoveDate)} />
                </Link>
              ) : null}
              <NotificationBell />
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
      footer={<BottomNav analyticsNames={{ '/my-page': 'go_mypage' }} />}
    >
      <section aria-labelledby="home-greeting" className="flex items-center gap-4 pt-6 pb-2">
        <Mascot size={88} mood="happy" />
        <div className="flex flex-col gap-1">
          {partner ? (
            <p className="text-[15px] font-semibold text-primary-soft-fg">
              {member.nickname ?? '나'} <span aria-hidden="true">♥</span>
              <span className="sr-only">그리고</span> {partner.nickname ?? '연인'}
            </p>
          ) : null}
          <h2 id="home-greeting" className="text-xl leading-snug font-bold text-fg">
            {member.nickname ? `${member.nickname}님, 반가워요!` : '반가워요!'}
          </h2>
          <p className="text-[15px] leading-relaxed text-muted">
            {/* "두 사람" only for a member who has a partner here. */}
            {partner
              ? '오늘도 두 사람의 마음을 차곡차곡 담아 봐요.'
              : '오늘의 마음도 차곡차곡 담아 봐요.'}
          </p>
        </div>
      </section>

      <AnniversaryCard
        startLoveDate={member.startLoveDate}
        today={today}
        linked={partnerKnown && partner !== null}
      />
      <TodayQuestionCard partner={partnerKnown ? partner : undefined} />
      <JarCard linked={Boolean(partner)} />
      <ChatCard needsTest={member.loveTypeCategory === null} />
      {partnerKnown && partner === null ? <CoupleInviteCard /> : null}
      <LoveTypeCard member={member} partner={partnerKnown ? partner : undefined} />
    </Screen>
  );
}
