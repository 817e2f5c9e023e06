export {
  AuthController,
  LOGOUT_FAILED,
  needsOnboardingFor,
  SOCIAL_LOGIN_FAILED,
  WITHDRAW_FAILED,
  type AuthNavigation,
  type AuthState,
  type AuthStatus,
} from './auth-controller';
export { AuthProvider, useAuth, useAuthController, useAuthStatus } from './auth-context';
export {
  isOnboardingPath,
  isPublicPath,
  normalizePath,
  ONBOARDING_PATHS,
  ONBOARDING_START,
  PUBLIC_PATHS,
  resolveGuard,
  type GuardState,
  type GuardTarget,
} from './guard';
