// The home feature's face: the home screen, which composes other features' faces.
export { HomeScreen } from './components/home-screen';
export { preloadHome } from './api/preload-home';
