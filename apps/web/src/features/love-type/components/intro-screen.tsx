import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { LOVE_TYPE_QUESTION_COUNT } from '@dama/contract';
import { memberQuery } from '@/features/auth';
import { trackButton } from '@/shared/analytics';
import { Button } from '@/shared/ui/button';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { readTestSession, saveTestSession } from '../model/test-session';

export interface IntroScreenProps {
  /** Where the member came from (`from`), to go back there. */
  from?: string;
}

/** `/attachment-test`: what the test is, a dismissible guide, and the start button. */
export function IntroScreen({ from }: IntroScreenProps) {
  const { data: member } = useSuspenseQuery(memberQuery());
  const navigate = useNavigate();
  const [guideOpen, setGuideOpen] = useState(true);
  const [session] = useState(() => readTestSession(member.memberId));
  const answered = Object.keys(session.answers).length;
  const tested = member.loveTypeCategory !== null;

  function leave() {
    void navigate({ href: from ?? '/' });
  }

  function closeGuide() {
    trackButton('close_guide');
    setGuideOpen(false);
  }

  function start() {
    // Keep the answers of a test in progress; remember where to return at the end.
    saveTestSession(member.memberId, { answers: session.answers, index: session.index, from });
    void navigate({ to: '/attachment-test/question' });
  }

  return (
    <Screen
      className="px-5"
      header={<PageHeader title="애착 유형 테스트" onBack={leave} />}
      footer={
        <div className="flex flex-col gap-2 px-5 pt-3 pb-4">
          <Button fullWidth analyticsName="start_test" onClick={start}>
            {answered > 0
              ? `이어서 하기 (${answered} / ${LOVE_TYPE_QUESTION_COUNT})`
              : '테스트 시작하기'}
          </Button>
          {tested ? (
            <Link
              to="/attachment-test/result/my"
              className="flex min-h-11 items-center justify-center rounded-xl text-[15px] font-semibold text-primary-soft-fg"
            >
              지난 결과 보기
            </Link>
          ) : null}
        </div>
      }
    >
      <section
        aria-labelledby="attachment-intro-title"
        className="flex flex-col items-center gap-4 pt-6 text-center"
      >
        <Mascot size={120} mood="happy" />
        <h2 id="attachment-intro-title" className="text-[24px] leading-snug font-bold text-fg">
          나는 사랑할 때
          <br />
          어떤 마음일까요?
        </h2>
        <p className="text-[15px] leading-relaxed text-muted">
          연인과 가까워질 때의 마음을 {LOVE_TYPE_QUESTION_COUNT}개 문항으로 살펴봐요.
          <br />
          불안과 회피, 두 가지 마음의 점수로 나의 애착 유형을 알려 드려요.
        </p>
      </section>

      {guideOpen ? (
        <aside
          aria-labelledby="attachment-guide-title"
          className="relative mt-6 rounded-card bg-surface-2 p-5 pr-12"
        >
          <h3 id="attachment-guide-title" className="text-[15px] font-bold text-fg">
            테스트 안내
          </h3>
          <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-[14px] leading-relaxed text-fg">
            <li>5분 정도 걸려요. 정답은 없으니 떠오르는 대로 골라 주세요.</li>
            <li>지금 연인이 없다면 지난 연애나 가까운 관계를 떠올려도 좋아요.</li>
            <li>중간에 나가도 답한 내용은 이 기기에 남아 있어요.</li>
            <li>결과는 진단이 아니라 서로를 이해하기 위한 힌트예요.</li>
          </ul>
          <button
            type="button"
            onClick={closeGuide}
            aria-label="안내 닫기"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </aside>
      ) : null}
    </Screen>
  );
}
