import { Link } from '@tanstack/react-router';
import { Mascot } from '@/shared/ui/mascot';
import { Screen } from '@/shared/ui/screen';

/** Unknown routes (SPEC 8.4): "404 Not Found" with a way home. */
export function NotFoundScreen() {
  return (
    <Screen>
      <div className="flex flex-1 flex-col items-center justify-center px-8 py-16 text-center">
        <Mascot mood="calm" size={120} />
        <h1 className="mt-6 text-[28px] font-extrabold tracking-tight text-fg">404 Not Found</h1>
        <p className="mt-3 text-[16px] leading-relaxed text-muted">
          찾으시는 페이지가 없어요.
          <br />
          주소를 다시 확인하거나 홈에서 다시 시작해 주세요.
        </p>
        <Link
          to="/"
          replace
          className="mt-8 inline-flex min-h-12 items-center justify-center rounded-xl bg-primary px-6 text-base font-semibold text-on-primary"
        >
          홈으로 가기
        </Link>
      </div>
    </Screen>
  );
}
