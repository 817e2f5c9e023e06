import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { HeartHandshake } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Mascot } from '@/shared/ui/mascot';

/** The title of the note for a member who has not taken the attachment test. */
export const TEST_FIRST_TITLE = '대화 전에 애착 유형 테스트가 필요해요';

function Notice({
  title,
  children,
  icon,
}: {
  title: string;
  children: ReactNode;
  icon: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="mx-3 mb-2 flex gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="shrink-0">{icon}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="text-[16px] leading-snug font-bold text-fg">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** PAUSED with COUPLE_REQUIRED (DESIGN 6): why, and the way to connect a partner. */
export function PausedNotice({ onComplete }: { onComplete: () => void }) {
  return (
    <Notice
      title="연인과 연결하면 다음 단계로 이어갈 수 있어요"
      icon={<HeartHandshake aria-hidden="true" className="size-7 text-primary" />}
    >
      <p className="text-[14px] leading-relaxed text-muted">
        2단계부터는 두 사람의 애착 유형을 함께 살펴봐요. 내 초대 코드를 보내거나 연인의 코드를
        입력해 주세요.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to="/my-page/couple-management"
          className="inline-flex min-h-11 items-center rounded-xl bg-primary px-4 text-[15px] font-semibold text-on-primary"
        >
          연인 연결하러 가기
        </Link>
        <Button variant="ghost" size="sm" onClick={onComplete}>
          여기까지 마치기
        </Button>
      </div>
    </Notice>
  );
}

/**
 * The member has not taken the attachment test (40010 on send, CONTRACT): said before they write,
 * so a worry is never typed only to be turned away. The field still takes a draft, which stays
 * on the device while they take the test (decision 0053).
 */
export function TestFirstNotice() {
  return (
    <Notice title={TEST_FIRST_TITLE} icon={<Mascot size={40} mood="calm" />}>
      <p className="text-[14px] leading-relaxed text-muted">
        담이가 마음을 더 잘 이해하려면 나의 애착 유형이 필요해요. 지금 쓰는 이야기는 테스트를 마치고
        돌아와도 그대로 있어요.
      </p>
      <Link
        to="/attachment-test"
        search={{ from: '/chat' }}
        className="inline-flex min-h-11 w-fit items-center rounded-xl bg-primary px-4 text-[15px] font-semibold text-on-primary"
      >
        테스트 하러 가기
      </Link>
    </Notice>
  );
}

/** Level 4, the closing: an invitation to end the chat for its summary. */
export function ClosingNotice({ onComplete }: { onComplete: () => void }) {
  return (
    <Notice title="이야기를 마치고 정리해 볼까요?" icon={<Mascot size={40} mood="celebrate" />}>
      <p className="text-[14px] leading-relaxed text-muted">
        대화를 마치면 담이가 오늘 나눈 이야기를 요약해 드려요.
      </p>
      <Button size="sm" className="w-fit" onClick={onComplete}>
        대화 마치고 요약 보기
      </Button>
    </Notice>
  );
}

/** The automatic upgrade failed: the member can ask again. */
export function UpgradeFailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice title="다음 단계로 넘어가지 못했어요" icon={<Mascot size={40} mood="sad" />}>
      <Button variant="secondary" size="sm" className="w-fit" onClick={onRetry}>
        다시 시도하기
      </Button>
    </Notice>
  );
}
