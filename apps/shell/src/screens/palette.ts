import type { ColorSchemeName } from 'react-native';

/**
 * The shell's own colours (splash, safe areas, retry screen), the web app's palette
 * (`apps/web/src/styles/app.css`), following the system's light or dark setting.
 */
export function palette(scheme: ColorSchemeName) {
  return scheme === 'dark'
    ? {
        background: '#1e1917',
        text: '#f6eee9',
        muted: '#b3a39a',
        accent: '#ff8a75',
        onAccent: '#1e1917',
      }
    : {
        background: '#fff8f1',
        text: '#2d2420',
        muted: '#75655d',
        accent: '#cc4b3a',
        onAccent: '#ffffff',
      };
}
