import type { Query, QueryClient } from '@tanstack/react-query';
import type { Member } from '@dama/contract';
import { apiCall, errorCodeOf, isApiError, serverMessageOf } from '@/shared/api';
import { identifyMember, resetAnalytics } from '@/shared/analytics';
import { bridge, clearShellStorage, isInNativeApp, type SocialProvider } from '@/shared/bridge';
import { reportError } from '@/shared/errors';
import { clearAllDrafts } from '@/shared/lib/local-drafts';
import { memberKey } from '../api/auth-keys';
import { memberQuery } from '../api/get-member';

export type AuthStatus = 'resolving' | 'authenticated' | 'unauthenticated';

/** SPEC 3 auth state plus the actions of SPEC 4.1 / 4.2. */
export interface AuthState {
  authenticated: boolean;
  needsOnboarding: boolean;
  userInfo: Member | null;
  socialLogin: (provider: SocialProvider) => Promise<{ needsOnboarding: boolean }>;
  logout: () => Promise<void>;
  withdraw: () => Promise<void>;
  refreshUserInfo: () => Promise<void>;
}

export const SOCIAL_LOGIN_FAILED = '소셜 로그인에 실패했어요.';
export const LOGOUT_FAILED = '로그아웃에 실패했어요.';
export const WITHDRAW_FAILED = '회원 탈퇴에 실패했습니다.';

/** What the controller needs from the router (bound by the app once the router exists). */
export interface AuthNavigation {
  /** Go to `/login`, replacing the history entry; `withdrawn`: it says the account is gone. */
  toLogin(options?: { withdrawn?: boolean }): Promise<void>;
  /** Re-run route guards and loaders. */
  invalidate(): Promise<void>;
}

type Listener = () => void;

/**
 * Work that must happen while the session still exists, before a sign-out ends it (a push
 * device's DELETE): `logout` before the shell signs out, `withdraw` once the account is gone (only
 * local clean-up is left then). A task that fails or takes over 3 s never blocks the sign-out.
 */
export type SignOutTask = (reason: 'logout' | 'withdraw') => Promise<void>;
const SIGN_OUT_TASK_MS = 3000;

export function needsOnboardingFor(member: Member | null | undefined): boolean {
  return member?.memberState === 'BEFORE_ONBOARDING';
}

function memberProperties(member: Member): Record<string, unknown> {
  return {
    memberState: member.memberState,
    provider: member.provider,
    loveTypeCategory: member.loveTypeCategory ?? 'NONE',
    hasStartLoveDate: member.startLoveDate !== null,
    totalChatRoomCount: member.totalChatRoomCount,
    totalCoupleQuestionCount: member.totalCoupleQuestionCount,
  };
}

/**
 * The login state of the app. `authenticated` lives here; the member info lives in the query
 * cache under `['auth', 'userInfo']`. The getters always read the current state, so the same
 * object serves as the router context's `auth` (the guard reads it at navigation time).
 */
export class AuthController implements AuthState {
  /** The last member read asked for (see loadMember). */
  private memberRead: Promise<unknown> = Promise.resolve();

  private status: AuthStatus = 'resolving';
  private readonly listeners = new Set<Listener>();
  private navigation: AuthNavigation | null = null;
  private lastIdentified: string | null = null;
  private readonly signOutTasks = new Set<SignOutTask>();

  constructor(private readonly queryClient: QueryClient) {
    // Identify on every member load; a refetch that finds the member gone logs out.
    queryClient.getQueryCache().subscribe((event) => {
      const query = event.query as Query<Member>;
      const key = query.queryKey;
      if (key[0] !== memberKey[0] || key[1] !== memberKey[1]) return;
      if (event.type !== 'updated') return;
      const { data, status, error } = query.state;
      if (status === 'success' && data) this.identify(data);
      if (status === 'error' && this.status === 'authenticated') {
        if (isApiError(error, 'NO_SUCH_MEMBER', 'UNAUTHORIZED')) {
          void this.expireSession();
        }
      }
      this.emit();
    });
  }

  // ---- state ----------------------------------------------------------------------------

  get authStatus(): AuthStatus {
    return this.status;
  }

  get authenticated(): boolean {
    return this.status === 'authenticated';
  }

  get userInfo(): Member | null {
    return this.queryClient.getQueryData<Member>(memberKey) ?? null;
  }

  get needsOnboarding(): boolean {
    return this.authenticated && needsOnboardingFor(this.userInfo);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getStatus = (): AuthStatus => this.status;

  bindNavigation(navigation: AuthNavigation): void {
    this.navigation = navigation;
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }

  private setStatus(status: AuthStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.emit();
  }

  private identify(member: Member): void {
    const signature = JSON.stringify([member.memberId, memberProperties(member)]);
    if (signature === this.lastIdentified) return;
    this.lastIdentified = signature;
    identifyMember(member.memberId, memberProperties(member));
  }

  /**
   * Reads the member. A read already under way may have left before the change this one is for
   * (two partner edits in a row), and the query client would hand back that read: so each call
   * reads after the one before it has finished, never joining it.
   */
  private async loadMember(): Promise<Member> {
    const before = this.memberRead;
    const read = before
      .catch(() => undefined)
      .then(() => this.queryClient.fetchQuery({ ...memberQuery(), staleTime: 0 }));
    this.memberRead = read;
    return read;
  }

  private async clearSession(): Promise<void> {
    await this.queryClient.cancelQueries();
    this.queryClient.clear();
    this.lastIdentified = null;
    resetAnalytics();
    this.setStatus('unauthenticated');
  }

  // ---- SPEC 4.1 ---------------------------------------------------------------------------

  /**
   * Start-up: ask the shell for the login state and token, then load the member. `onToken` runs
   * once a token is found, before the member is read, so the app can fetch what a signed-in
   * first screen needs meanwhile.
   */
  async bootstrap(onToken?: () => void): Promise<void> {
    try {
      const { isLoggedIn } = await bridge.getAuthStatus();
      const token = isLoggedIn ? (await bridge.getAuthToken()).accessToken : null;
      if (!token) {
        this.queryClient.removeQueries({ queryKey: memberKey });
        this.setStatus('unauthenticated');
        return;
      }
      const member = this.loadMember();
      onToken?.();
      await member;
      this.setStatus('authenticated');
    } catch (error) {
      // Failure (including "User info not found") counts as logged out.
      this.queryClient.removeQueries({ queryKey: memberKey });
      this.setStatus('unauthenticated');
      if (errorCodeOf(error) === undefined)
        reportError(error, { source: 'bridge', feature: 'authentication' });
    }
  }

  socialLogin = async (provider: SocialProvider): Promise<{ needsOnboarding: boolean }> => {
    try {
      const result = await bridge.socialLogin(provider);
      if (!result.success) throw new Error(result.message || SOCIAL_LOGIN_FAILED);
      const member = await this.loadMember();
      this.setStatus('authenticated');
      return { needsOnboarding: needsOnboardingFor(member) };
    } catch (error) {
      this.queryClient.removeQueries({ queryKey: memberKey });
      this.setStatus('unauthenticated');
      throw error;
    }
  };

  /** Member info is refreshed only while authenticated. */
  refreshUserInfo = async (): Promise<void> => {
    if (!this.authenticated) return;
    await this.loadMember();
    this.emit();
  };

  // ---- SPEC 4.2 ---------------------------------------------------------------------------

  /** Adds work to run before a sign-out (see SignOutTask); returns how to remove it. */
  addSignOutTask(task: SignOutTask): () => void {
    this.signOutTasks.add(task);
    return () => this.signOutTasks.delete(task);
  }

  private async runSignOutTasks(reason: 'logout' | 'withdraw'): Promise<void> {
    const tasks = [...this.signOutTasks].map((task) =>
      task(reason).catch((error: unknown) =>
        reportError(error, {
          source: 'global',
          feature: 'authentication',
          component: 'signOutTask',
        }),
      ),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(tasks),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SIGN_OUT_TASK_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  private async finishSignOut(options?: { withdrawn?: boolean }): Promise<void> {
    await this.clearSession();
    await this.navigation?.toLogin(options);
  }

  /**
   * Logout keeps the shell's other local data (clearAll false), but not the drafts: what a
   * member wrote is not left for the next person on the device. Throws on failure.
   */
  logout = async (): Promise<void> => {
    await this.runSignOutTasks('logout');
    const result = await bridge.logout(false);
    if (!result.success) throw new Error(result.message || LOGOUT_FAILED);
    clearAllDrafts();
    await this.finishSignOut();
  };

  /** Withdrawal: DELETE /members, then log out with all local data cleared. Throws on failure. */
  withdraw = async (): Promise<void> => {
    try {
      await apiCall('withdraw');
    } catch (error) {
      throw new Error(serverMessageOf(error) ?? WITHDRAW_FAILED, { cause: error });
    }
    // The account is gone whatever the shell answers: always finish locally.
    clearAllDrafts();
    await this.runSignOutTasks('withdraw');
    try {
      if (isInNativeApp()) await bridge.logout(true);
      else clearShellStorage();
    } catch (error) {
      reportError(error, { source: 'bridge', feature: 'authentication', component: 'withdraw' });
    }
    await this.finishSignOut({ withdrawn: true });
  };

  /**
   * The session is gone (401 that cannot be refreshed, member missing): back to `/login`. Drafts
   * stay: signing in again finds what the member was writing.
   */
  expireSession = async (): Promise<void> => {
    if (this.status === 'unauthenticated') {
      await this.navigation?.toLogin();
      return;
    }
    await this.finishSignOut();
  };
}
