// The onboarding feature's face: its steps' screens and the progress bar of its layout.
export { OnboardingProgress } from './components/onboarding-progress';
export { TermsAgreementScreen } from './components/terms-agreement-screen';
export { NicknameScreen } from './components/nickname-screen';
export { AnniversaryScreen } from './components/anniversary-screen';
export { MyCodeScreen } from './components/my-code-screen';
export { CompleteScreen } from './components/complete-screen';
