import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { isAppleDevice, isInNativeApp } from '@/shared/bridge';
import { Mascot } from '@/shared/ui/mascot';
import { Screen } from '@/shared/ui/screen';
import { Spinner } from '@/shared/ui/spinner';
import { useSocialLogin } from '../hooks/use-social-login';
import { AppleLogo, KakaoSymbol } from './provider-icons';
import { Wordmark } from './wordmark';

export interface LoginScreenProps {
  /** Defaults to the real environment; tests pass their own. */
  inNativeApp?: boolean;
  appleDevice?: boolean;
  /** The member has just withdrawn: the screen confirms it first. */
  withdrawn?: boolean;
}

/** Said on the login screen after a withdrawal (the server's own words for it). */
export const WITHDRAWN_MESSAGE = '탈퇴가 완료되었어요. 그동안 담아를 이용해 주셔서 고마워요.';

/** `/login` (SPEC 2.3): tagline, logo and the social sign-in buttons the environment allows. */
export function LoginScreen({
  inNativeApp = isInNativeApp(),
  appleDevice = isAppleDevice(),
  withdrawn = false,
}: LoginScreenProps) {
  const { login, pendingProvider, busy } = useSocialLogin();

  return (
    <Screen className="px-6">
      {withdrawn && (
        <p
          role="status"
          className="mt-6 flex items-start gap-2 rounded-2xl bg-surface-2 px-4 py-3 text-[15px] leading-relaxed text-fg"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-soft-fg" />
          {WITHDRAWN_MESSAGE}
        </p>
      )}
      <div className="flex flex-1 flex-col items-center justify-center pt-10 text-center">
        <div className="relative">
          <div
            className="absolute inset-0 -z-0 scale-125 rounded-full bg-[radial-gradient(circle,var(--dama-primary-soft)_0%,transparent_70%)]"
            aria-hidden="true"
          />
          <Mascot size={148} mood="happy" className="relative" />
        </div>
        <h1 className="mt-6">
          <Wordmark className="h-14" />
        </h1>
        <p className="mt-3 text-[18px] font-semibold tracking-tight text-fg">
          말을 모아, 마음을 잇다
        </p>
        <p className="mt-2 text-[15px] leading-relaxed text-muted">
          담이와 함께 우리 둘의 마음을 차곡차곡 담아 보세요
        </p>
      </div>

      <div className="flex flex-col gap-3 pt-8 pb-6">
        {inNativeApp ? (
          <button
            type="button"
            onClick={() => void login('kakao')}
            disabled={busy}
            aria-busy={pendingProvider === 'kakao' || undefined}
            className="relative inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-2xl bg-[#FEE500] px-6 text-[17px] font-semibold text-black/85 transition enabled:active:scale-[0.98] disabled:opacity-60"
          >
            {pendingProvider === 'kakao' ? (
              <Spinner className="size-5" />
            ) : (
              <KakaoSymbol className="size-5" />
            )}
            카카오로 시작하기
          </button>
        ) : (
          <p className="rounded-2xl bg-surface-2 px-4 py-4 text-center text-[15px] font-medium text-fg">
            이제 앱 스토어에서 만나보세요.
          </p>
        )}
        {appleDevice && (
          <button
            type="button"
            onClick={() => void login('apple')}
            disabled={busy}
            aria-busy={pendingProvider === 'apple' || undefined}
            className="relative inline-flex min-h-14 w-full items-center justify-center gap-2 rounded-2xl bg-black px-6 text-[17px] font-semibold text-white transition enabled:active:scale-[0.98] disabled:opacity-60 dark:bg-white dark:text-black"
          >
            {pendingProvider === 'apple' ? (
              <Spinner className="size-5" />
            ) : (
              <AppleLogo className="size-5" />
            )}
            Apple로 시작하기
          </button>
        )}
        <Link
          to="/terms/privacy-policy"
          className="mx-auto mt-1 inline-flex min-h-11 items-center px-3 text-[13px] text-muted underline underline-offset-2"
        >
          개인정보 처리방침
        </Link>
      </div>
    </Screen>
  );
}
