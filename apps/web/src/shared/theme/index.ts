export {
  applyTheme,
  DEFAULT_ACTIVE_THEME,
  initTheme,
  readActiveTheme,
  readThemePreference,
  resolveTheme,
  setActiveTheme,
  setThemePreference,
  type ThemePreference,
} from './theme';
