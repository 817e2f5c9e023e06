// App paths (`/question/see-answer?coupleQuestionId=3`) compared with where the app is: shared by
// the in-app banner and the service worker, which both leave alone what the member is looking at.

/**
 * Whether the screen at `pathname` + `search` is the one `link` opens (an app path with an
 * optional query, `/question/see-answer?coupleQuestionId=3`): the same path (a trailing slash
 * aside) and every parameter of the link present with the same value. Extra parameters of the
 * current screen (`/question?selectedLevel=4`) do not matter.
 */
export function isOnLink(link: string, pathname: string, search: string): boolean {
  let target: URL;
  let here: URL;
  try {
    target = new URL(link, 'http://app.invalid');
    const query = search && !search.startsWith('?') ? `?${search}` : search;
    here = new URL(`${pathname}${query}`, 'http://app.invalid');
  } catch {
    return false;
  }
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  if (trim(target.pathname) !== trim(here.pathname)) return false;
  for (const [key, value] of target.searchParams) {
    if (here.searchParams.get(key) !== value) return false;
  }
  return true;
}
