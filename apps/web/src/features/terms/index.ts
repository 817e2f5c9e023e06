// The terms feature's face: the terms read, the terms dialog and the privacy policy screen.
export { TermsDialog } from './components/terms-dialog';
export { PrivacyPolicyScreen } from './components/privacy-policy-screen';
export { termsKeys } from './api/terms-keys';
export { termsQuery } from './api/get-terms';
