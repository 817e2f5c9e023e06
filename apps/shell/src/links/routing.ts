/**
 * Where a URL goes (decision 0071). No `URL` here: React Native's is partial, so the origin and
 * path are read by hand.
 */

/** `scheme://host[:port]` of an absolute URL, lower-cased; null for anything else. */
export function originOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url);
  return match ? `${match[1]}://${match[2]}`.toLowerCase() : null;
}

/** The path, query and hash after the origin (`/` at least). */
export function pathOf(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

export type NavigationTarget = 'app' | 'external' | 'ignore';

/**
 * A navigation the WebView is about to make: pages of the web app stay in it; other web pages
 * and other apps' links (tel:, mailto:, kakao…) go to the system; the WebView's own documents
 * (about:blank, data:, blob:) load.
 */
export function navigationTarget(url: string, webOrigin: string): NavigationTarget {
  if (/^(about|data|blob|javascript):/i.test(url))
    return /^javascript:/i.test(url) ? 'ignore' : 'app';
  if (originOf(url) === webOrigin.toLowerCase()) return 'app';
  return 'external';
}

/** Screens the app starts on: Android's back leaves the app from there. */
const ROOT_PATHS = new Set(['/', '/login', '/intro']);

export function isRootScreen(url: string): boolean {
  const path = pathOf(url).replace(/[?#].*$/, '');
  return ROOT_PATHS.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/**
 * The web app's URL for a link the shell was opened with: an app path (a push's link), the app
 * scheme (`dama://onboarding/partner-code?code=AB12CD3`) or a link to the web origin (the invite
 * link, `https://<web>/onboarding/partner-code?code=…`). Anything else: null.
 */
export function webUrlFor(link: string, webOrigin: string): string | null {
  const trimmed = link.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return `${webOrigin}${trimmed}`;
  const scheme = /^dama:\/{1,3}(.*)$/i.exec(trimmed);
  if (scheme) {
    return `${webOrigin}/${(scheme[1] ?? '').replace(/^\/+/, '')}`;
  }
  if (originOf(trimmed) === webOrigin.toLowerCase()) return `${webOrigin}${pathOf(trimmed)}`;
  return null;
}
