import type { Provider } from '@dama/contract';

/** How my page names the sign-in provider. */
export function providerLabel(provider: Provider): string {
  switch (provider) {
    case 'KAKAO':
      return '카카오 로그인';
    case 'APPLE':
      return 'Apple 로그인';
  }
}
