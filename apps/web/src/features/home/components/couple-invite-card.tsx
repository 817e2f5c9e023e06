import { Link } from '@tanstack/react-router';
import { HeartHandshake } from 'lucide-react';
import { trackButton } from '@/shared/analytics';

/** For a member without a partner: an invitation to link, leading to couple management. */
export function CoupleInviteCard() {
  return (
    <section aria-labelledby="home-couple-invite" className="mt-4 rounded-2xl bg-surface-2 p-5">
      <div className="flex items-start gap-3">
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id="home-couple-invite" className="text-base font-bold text-fg">
            연인과 연결해 보세요
          </h2>
          <p className="text-sm text-muted">
            초대 코드로 연결하면 두 사람의 디데이와 마음을 함께 담을 수 있어요.
          </p>
        </div>
      </div>
      <Link
        to="/my-page/couple-management"
        onClick={() => trackButton('go_couple_manage')}
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-primary px-4 text-sm font-semibold text-on-primary"
      >
        커플 연결하기
      </Link>
    </section>
  );
}
