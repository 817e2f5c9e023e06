import { readStorage, StorageKey, writeStorage } from '../bridge';

/** SPEC 9 theme preferences. */
export type ThemePreference = 'system' | 'light' | 'dark';

export const DEFAULT_ACTIVE_THEME = 'default';

export function readThemePreference(): ThemePreference {
  const value = readStorage(StorageKey.theme);
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export function readActiveTheme(): string {
  const value = readStorage(StorageKey.activeTheme);
  return value && /^[a-z0-9-]+$/i.test(value) ? value : DEFAULT_ACTIVE_THEME;
}

function prefersDark(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
  );
}

export function resolveTheme(preference: ThemePreference): 'light' | 'dark' {
  if (preference === 'system') return prefersDark() ? 'dark' : 'light';
  return preference;
}

/** Applies the theme: `theme-{name}` (+ `theme-scaled`) on <body>, `dark` on <html>, theme-color. */
export function applyTheme(
  preference: ThemePreference = readThemePreference(),
  activeTheme: string = readActiveTheme(),
): void {
  const body = document.body;
  for (const name of Array.from(body.classList))
    if (name.startsWith('theme-')) body.classList.remove(name);
  body.classList.add(`theme-${activeTheme}`);
  if (activeTheme.endsWith('-scaled')) body.classList.add('theme-scaled');

  const dark = resolveTheme(preference) === 'dark';
  document.documentElement.classList.toggle('dark', dark);

  // The browser's theme colour follows the page background.
  const background = getComputedStyle(document.documentElement)
    .getPropertyValue('--dama-bg')
    .trim();
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = background || (dark ? '#1e1917' : '#fff8f1');
}

export function setThemePreference(preference: ThemePreference): void {
  writeStorage(StorageKey.theme, preference);
  applyTheme(preference);
}

export function setActiveTheme(name: string): void {
  writeStorage(StorageKey.activeTheme, name);
  applyTheme(undefined, name);
}

let watching = false;

/** Applies the stored theme and follows the system setting while the preference is `system`. */
export function initTheme(): void {
  applyTheme();
  if (watching || typeof window.matchMedia !== 'function') return;
  watching = true;
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (readThemePreference() === 'system') applyTheme();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === StorageKey.theme || event.key === StorageKey.activeTheme) applyTheme();
  });
}
