import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import type * as AuthContext from '../stores/auth-context';
import { LoginScreen, WITHDRAWN_MESSAGE } from './login-screen';

const auth = vi.hoisted(() => ({
  socialLogin: vi.fn<(provider: 'kakao' | 'apple') => Promise<{ needsOnboarding: boolean }>>(),
}));
const toasts = vi.hoisted(() => ({ error: vi.fn<(message: string) => void>(), success: vi.fn() }));

vi.mock('../stores/auth-context', async (importOriginal) => {
  const actual = await importOriginal<typeof AuthContext>();
  return {
    ...actual,
    useAuth: () => ({
      authenticated: false,
      needsOnboarding: false,
      userInfo: null,
      socialLogin: auth.socialLogin,
      logout: vi.fn(),
      withdraw: vi.fn(),
      refreshUserInfo: vi.fn(),
    }),
  };
});
vi.mock('@/shared/ui/toast', () => ({ toast: toasts }));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  auth.socialLogin.mockReset();
  toasts.error.mockReset();
});

describe('LoginScreen (SPEC 2.3)', () => {
  it('shows the tagline and, outside the app, the app store line instead of the Kakao button', async () => {
    renderScreen(<LoginScreen inNativeApp={false} appleDevice={false} />, { path: '/login' });
    expect(await screen.findByText('말을 모아, 마음을 잇다')).toBeInTheDocument();
    expect(screen.getByText('이제 앱 스토어에서 만나보세요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '카카오로 시작하기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apple로 시작하기' })).not.toBeInTheDocument();
  });

  it('confirms a withdrawal that just happened, and says nothing otherwise', async () => {
    const { unmount } = renderScreen(<LoginScreen inNativeApp withdrawn />, { path: '/login' });
    expect(await screen.findByRole('status')).toHaveTextContent(WITHDRAWN_MESSAGE);
    unmount();
    renderScreen(<LoginScreen inNativeApp />, { path: '/login' });
    expect(await screen.findByText('말을 모아, 마음을 잇다')).toBeInTheDocument();
    expect(screen.queryByText(WITHDRAWN_MESSAGE)).toBeNull();
  });

  it('shows the Kakao button inside the app, and the Apple button only on Apple devices', async () => {
    const { unmount } = renderScreen(<LoginScreen inNativeApp appleDevice={false} />, {
      path: '/login',
    });
    expect(await screen.findByRole('button', { name: '카카오로 시작하기' })).toBeInTheDocument();
    expect(screen.queryByText('이제 앱 스토어에서 만나보세요.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apple로 시작하기' })).not.toBeInTheDocument();
    unmount();

    renderScreen(<LoginScreen inNativeApp appleDevice />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Apple로 시작하기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '카카오로 시작하기' })).toBeInTheDocument();
  });

  it('runs one login at a time: both buttons disabled, repeat clicks ignored, then home', async () => {
    const user = userEvent.setup();
    const login = deferred<{ needsOnboarding: boolean }>();
    auth.socialLogin.mockReturnValue(login.promise);
    renderScreen(<LoginScreen inNativeApp appleDevice />, { path: '/login' });

    const kakao = await screen.findByRole('button', { name: '카카오로 시작하기' });
    const apple = screen.getByRole('button', { name: 'Apple로 시작하기' });
    await user.click(kakao);
    await user.click(kakao);
    await user.click(apple);

    expect(auth.socialLogin).toHaveBeenCalledTimes(1);
    expect(auth.socialLogin).toHaveBeenCalledWith('kakao');
    expect(kakao).toBeDisabled();
    expect(apple).toBeDisabled();
    expect(trackedButtons()).toEqual(['login_kakao']);

    await act(async () => {
      login.resolve({ needsOnboarding: true });
      await login.promise;
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
  });

  it('on failure shows the message it got, or the fallback, and lets the user try again', async () => {
    const user = userEvent.setup();
    auth.socialLogin.mockRejectedValueOnce(new Error('로그인이 취소되었어요.'));
    auth.socialLogin.mockRejectedValueOnce(new Error('Timeout'));
    renderScreen(<LoginScreen inNativeApp appleDevice={false} />, { path: '/login' });

    const kakao = await screen.findByRole('button', { name: '카카오로 시작하기' });
    await user.click(kakao);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('로그인이 취소되었어요.'));
    await waitFor(() => expect(kakao).toBeEnabled());

    await user.click(kakao);
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('소셜 로그인에 실패했어요.'));
    expect(auth.socialLogin).toHaveBeenCalledTimes(2);
  });
});
