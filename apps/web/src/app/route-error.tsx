import { useEffect, useRef } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { reportError } from '@/shared/errors';
import { redirectToLogin } from '@/shared/lib/login-redirect';
import { Button } from '@/shared/ui/button';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';

function isUnauthorized(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('401') || message.includes('Unauthorized');
}

/** SPEC 2.4 route error screen, reading A. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  const reported = useRef<unknown>(null);
  const unauthorized = isUnauthorized(error);

  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    if (unauthorized) {
      redirectToLogin();
      return;
    }
    reportError(error, {
      source: 'router',
      severity: 'high',
      route: window.location.pathname,
      userAgent: navigator.userAgent,
    });
  }, [error, unauthorized]);

  if (unauthorized) return null;

  const goHome = () => {
    void router.navigate({ to: '/', replace: true }).then(() => router.invalidate());
  };

  return (
    <Screen
      header={<PageHeader />}
      footer={
        <div className="px-5 pt-3 pb-4">
          <Button fullWidth onClick={goHome}>
            홈으로 돌아가기
          </Button>
        </div>
      }
    >
      <div className="flex flex-1 flex-col items-center justify-center px-8 pb-16 text-center">
        <Mascot mood="sad" size={132} />
        <h1 className="mt-6 text-[22px] font-bold tracking-tight text-fg">
          일시적인 오류가 발생했어요
        </h1>
        <p className="mt-2 text-[16px] text-muted">잠시 후 다시 시도해 주세요!</p>
      </div>
    </Screen>
  );
}
