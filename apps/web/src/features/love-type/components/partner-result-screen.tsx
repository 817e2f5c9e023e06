import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { partnerQuery } from '@/features/couple';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { CoupleReadingLink } from './couple-reading-link';
import { ResultView } from './result-view';

/**
 * `/attachment-test/result/partner`: the partner's result. No partner linked (40301, the query
 * answers null) → `/partner-status?type=not-connected`; linked but not tested →
 * `type=not-tested`.
 */
export function PartnerResultScreen() {
  const { data: partner } = useSuspenseQuery(partnerQuery());
  const navigate = useNavigate();

  if (!partner) return <Navigate to="/partner-status" search={{ type: 'not-connected' }} replace />;
  const { loveTypeCategory, anxietyRate, avoidanceRate } = partner;
  if (loveTypeCategory === null || anxietyRate === null || avoidanceRate === null) {
    return <Navigate to="/partner-status" search={{ type: 'not-tested' }} replace />;
  }
  const nickname = partner.nickname ?? '연인';

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader title={`${nickname}님의 애착 유형`} onBack={() => void navigate({ to: '/' })} />
      }
      footer={
        <div className="px-5 pt-3 pb-4">
          <Link
            to="/attachment-test/result/my"
            className="flex min-h-14 w-full items-center justify-center rounded-2xl bg-primary-soft text-[16px] font-semibold text-primary-soft-fg"
          >
            나의 결과 보기
          </Link>
        </div>
      }
    >
      <ResultView
        score={{ loveTypeCategory, anxietyRate, avoidanceRate }}
        owner={{ kind: 'partner', nickname }}
      >
        <CoupleReadingLink />
      </ResultView>
    </Screen>
  );
}
