import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { drawResultCard } from '../model/share-cards';
import { readTestSession } from '../model/test-session';
import { CoupleReadingLink } from './couple-reading-link';
import { ResultView } from './result-view';
import { ShareCardButton } from './share-card-button';

/** The result's way back to the chat, for a member the chat sent to the test. */
export const BACK_TO_CHAT = '담이와 이야기 이어가기';

/** `/attachment-test/result/my`: the member's own result (from GET /members). */
export function MyResultScreen() {
  const { data: member } = useSuspenseQuery(memberQuery());
  const navigate = useNavigate();
  const { loveTypeCategory, anxietyRate, avoidanceRate } = member;

  const close = () => void navigate({ to: '/' });

  if (loveTypeCategory === null || anxietyRate === null || avoidanceRate === null) {
    return (
      <Screen className="px-5" header={<PageHeader title="나의 애착 유형" onBack={close} />}>
        <section
          aria-labelledby="no-result-title"
          className="flex flex-1 flex-col items-center justify-center gap-4 py-12 text-center"
        >
          <Mascot size={120} mood="calm" />
          <h2 id="no-result-title" className="text-xl font-bold text-fg">
            아직 테스트 결과가 없어요
          </h2>
          <p className="text-[15px] leading-relaxed text-muted">
            몇 가지 질문에 답하면 나의 애착 유형을 알려 드릴게요.
          </p>
          <Button
            size="md"
            onClick={() =>
              void navigate({
                to: '/attachment-test',
                search: { from: '/attachment-test/result/my' },
              })
            }
          >
            테스트 하러 가기
          </Button>
        </section>
      </Screen>
    );
  }

  // Where the member started the test from (kept until the next test), else home.
  const from = readTestSession(member.memberId).from;
  const back = () => {
    void navigate({ href: from && !from.startsWith('/attachment-test') ? from : '/' });
  };
  // Sent here by the chat (40010, or its note): the way back to the conversation and its draft
  // comes first (decision 0053).
  const fromChat = from === '/chat';

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          title="나의 애착 유형"
          onBack={back}
          right={
            <ShareCardButton
              label="결과 이미지로 공유하기"
              analyticsName="share_result_card"
              fileName="dama-my-love-type.png"
              shareText="담아에서 알아본 나의 애착 유형이에요."
              draw={() => drawResultCard({ loveTypeCategory, anxietyRate, avoidanceRate })}
            />
          }
        />
      }
      footer={
        <div className="flex flex-wrap gap-2 px-5 pt-3 pb-4">
          {fromChat ? (
            <Link
              to="/chat"
              replace
              className="flex min-h-14 w-full items-center justify-center rounded-2xl bg-primary text-[16px] font-semibold text-on-primary"
            >
              {BACK_TO_CHAT}
            </Link>
          ) : null}
          <Link
            to="/attachment-test"
            className="flex min-h-14 flex-1 items-center justify-center rounded-2xl bg-primary-soft text-[16px] font-semibold text-primary-soft-fg"
          >
            다시 테스트하기
          </Link>
          <Link
            to="/attachment-test/result/partner"
            className={cn(
              'flex min-h-14 flex-1 items-center justify-center rounded-2xl text-[16px] font-semibold',
              fromChat ? 'bg-primary-soft text-primary-soft-fg' : 'bg-primary text-on-primary',
            )}
          >
            연인의 결과 보기
          </Link>
        </div>
      }
    >
      <ResultView score={{ loveTypeCategory, anxietyRate, avoidanceRate }} owner={{ kind: 'mine' }}>
        <CoupleReadingLink />
      </ResultView>
    </Screen>
  );
}
