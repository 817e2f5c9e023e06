import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { memberQuery } from '../api/get-member';
import {
  needsOnboardingFor,
  type AuthController,
  type AuthState,
  type AuthStatus,
} from './auth-controller';

const AuthContext = createContext<AuthController | null>(null);

export function AuthProvider({
  controller,
  children,
}: {
  controller: AuthController;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={controller}>{children}</AuthContext.Provider>;
}

export function useAuthController(): AuthController {
  const controller = useContext(AuthContext);
  if (!controller) throw new Error('useAuth must be used inside <AuthProvider>');
  return controller;
}

/** The start-up state: `resolving` until the shell and the member info have answered. */
export function useAuthStatus(): AuthStatus {
  const controller = useAuthController();
  return useSyncExternalStore(controller.subscribe, controller.getStatus, controller.getStatus);
}

/** SPEC 3 auth state and the sign-in/out actions (see web-interface.md). */
export function useAuth(): AuthState {
  const controller = useAuthController();
  const status = useSyncExternalStore(
    controller.subscribe,
    controller.getStatus,
    controller.getStatus,
  );
  const authenticated = status === 'authenticated';
  // Member info is refreshed only while authenticated (SPEC 4.1).
  const { data } = useQuery({ ...memberQuery(), enabled: authenticated });
  const userInfo = authenticated ? (data ?? null) : null;
  return useMemo(
    () => ({
      authenticated,
      needsOnboarding: authenticated && needsOnboardingFor(userInfo),
      userInfo,
      socialLogin: controller.socialLogin,
      logout: controller.logout,
      withdraw: controller.withdraw,
      refreshUserInfo: controller.refreshUserInfo,
    }),
    [authenticated, userInfo, controller],
  );
}
