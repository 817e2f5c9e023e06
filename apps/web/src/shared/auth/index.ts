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
export { memberKey, memberQuery, USER_INFO_NOT_FOUND } from './member-query';
export { AuthProvider, useAuth, useAuthController, useAuthStatus } from './auth-context';
export {
  normalizePath,
  ONBOARDING_START,
  resolveGuard,
  type GuardState,
  type GuardTarget,
  type RouteAccess,
} from './guard';
