declare const __APP_VERSION__: string | undefined;

/**
 * The web app's version as the build stamped it (package.json's version and the commit, see
 * vite.config.ts; vitest.config.ts stamps one for the tests too).
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
