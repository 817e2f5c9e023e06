import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import {
  LOVE_TYPE_NAMES,
  LOVE_TYPE_QUESTION_COUNT,
  type Member,
  type Partner,
} from '@dama/contract';
import { trackButton } from '@/shared/analytics';
import { loveTypeTestAnswered } from '@/features/love-type';
import { Mascot } from '@/shared/ui/mascot';

/**
 * Home's attachment-test card: an invitation while the member has not taken the test (to go on
 * where they stopped, as the test's intro does, when a test is half done), else their type with
 * both rates, linking to the result; with a tested partner, the way to both types read together
 * (issue 26).
 */
export function LoveTypeCard({
  member,
  partner,
}: {
  member: Member;
  /** Undefined while unknown, null without a partner. */
  partner?: Partner | null;
}) {
  const { loveTypeCategory, anxietyRate, avoidanceRate } = member;
  const track = () => trackButton('go_attachment_test');

  if (loveTypeCategory === null || anxietyRate === null || avoidanceRate === null) {
    const answered = loveTypeTestAnswered(member.memberId);
    return (
      <section
        aria-labelledby="home-love-type-invite"
        className="mt-4 flex items-center gap-4 rounded-card bg-primary-soft p-5"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2 id="home-love-type-invite" className="text-[17px] font-bold text-fg">
            사랑할 때 나는 어떤 마음일까요?
          </h2>
          <p className="text-[14px] leading-relaxed text-fg">
            {answered > 0
              ? `${LOVE_TYPE_QUESTION_COUNT}문항 중 ${answered}문항에 답했어요. 이어서 마저 알아봐요.`
              : '애착 유형 테스트로 연인과 가까워질 때의 내 마음을 알아봐요.'}
          </p>
          <Link
            to="/attachment-test"
            search={{ from: '/' }}
            onClick={track}
            className="mt-1 inline-flex min-h-11 w-fit items-center gap-1 rounded-xl bg-primary px-4 text-[15px] font-semibold text-on-primary"
          >
            {answered > 0 ? '이어서 하기' : '테스트 하러 가기'}
          </Link>
        </div>
        <Mascot size={72} mood="calm" />
      </section>
    );
  }

  const partnerCategory = partner?.loveTypeCategory ?? null;
  return (
    <>
      <Link
        to="/attachment-test/result/my"
        onClick={track}
        aria-label={`나의 애착 유형 ${LOVE_TYPE_NAMES[loveTypeCategory]}, 결과 보기`}
        className="mt-4 flex items-center gap-4 rounded-card bg-surface p-5 shadow-[0_1px_0_var(--dama-line)]"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-[14px] font-semibold text-muted">나의 애착 유형</p>
          <p className="text-[19px] font-bold text-fg">{LOVE_TYPE_NAMES[loveTypeCategory]}</p>
          <p className="text-[14px] text-muted">
            불안 {anxietyRate.toFixed(2)} · 회피 {avoidanceRate.toFixed(2)}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </Link>
      {partnerCategory ? (
        <Link
          to="/attachment-test/result/couple"
          onClick={() => trackButton('open_couple_reading')}
          className="mt-3 flex min-h-14 items-center gap-3 rounded-card bg-primary-soft px-5 py-3"
        >
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="text-[15px] font-bold text-fg">우리 둘의 애착 유형 함께 보기</span>
            <span className="text-[13px] text-primary-soft-fg">
              {LOVE_TYPE_NAMES[loveTypeCategory]} × {LOVE_TYPE_NAMES[partnerCategory]}
            </span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-primary-soft-fg" />
        </Link>
      ) : null}
    </>
  );
}
