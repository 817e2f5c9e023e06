// The auth feature's face: the intro and login screens.
export { IntroScreen } from './components/intro-screen';
export { LoginScreen } from './components/login-screen';
