import { version } from '../../../../package.json';

/** The web app's version, from its package.json at build time. */
export const APP_VERSION: string = version;
