import { Link } from '@tanstack/react-router';
import { ChevronRight, HeartHandshake } from 'lucide-react';
import { trackButton } from '@/shared/analytics';

/**
 * On both result pages: the way to both partners' types read together (issue 26). The couple
 * reading says what is missing when there is no partner or no result yet.
 */
export function CoupleReadingLink() {
  return (
    <Link
      to="/attachment-test/result/couple"
      onClick={() => trackButton('open_couple_reading')}
      className="flex min-h-14 items-center gap-3 rounded-card bg-primary-soft px-5 py-3"
    >
      <HeartHandshake aria-hidden="true" className="size-6 shrink-0 text-primary-soft-fg" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-[15px] font-bold text-fg">우리 둘의 애착 유형 함께 보기</span>
        <span className="text-[13px] text-primary-soft-fg">
          두 사람이 힘들 때의 모습과 해 볼 수 있는 것을 알려 드려요
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-primary-soft-fg" />
    </Link>
  );
}
