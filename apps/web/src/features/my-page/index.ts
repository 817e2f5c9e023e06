// The my-page feature's face: its screens (my page, profile, account settings).
export { MyPageScreen } from './components/my-page-screen';
export { ProfileScreen } from './components/profile-screen';
export { AccountSettingsScreen } from './components/account-settings-screen';
