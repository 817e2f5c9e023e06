// The auth feature's face: the sign-in state (SPEC 3, 4.1, 4.2: the controller the app creates,
// `useAuth` for screens), the signed-in member's read (`memberQuery`, the state's `userInfo`), and
// the intro and login screens.
export {
  AuthController,
  LOGOUT_FAILED,
  needsOnboardingFor,
  SOCIAL_LOGIN_FAILED,
  WITHDRAW_FAILED,
  type AuthNavigation,
  type AuthState,
  type AuthStatus,
  type SignOutTask,
} from './stores/auth-controller';
export { AuthProvider, useAuth, useAuthController, useAuthStatus } from './stores/auth-context';
export { memberKey } from './api/auth-keys';
export { memberQuery, USER_INFO_NOT_FOUND } from './api/get-member';
export { IntroScreen } from './components/intro-screen';
export { LoginScreen } from './components/login-screen';
