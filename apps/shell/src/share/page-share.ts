/**
 * The share sheet for the page (decision 0072). The page shares with the Web Share API
 * (`navigator.share`: the invite code's link, the share cards' images). iOS's WebView has it;
 * Android's does not, so where it is missing the shell puts one in before the page loads
 * (`SHARE_POLYFILL`), which hands what to share to the native side as a `dama:share` message
 * and is answered through `window.__damaShareDone(id, error)`.
 */

export const SHARE_MESSAGE = 'dama:share';

export interface SharedFile {
  name: string;
  type: string;
  /** `data:<type>;base64,<data>`, as the page's FileReader reads it. */
  dataUrl: string;
}

export interface ShareRequest {
  id: number;
  title: string | null;
  text: string | null;
  url: string | null;
  files: SharedFile[];
}

/** `null`: shared; otherwise the DOMException name the page's promise rejects with. */
export type ShareOutcome = null | 'AbortError' | 'NotAllowedError';

// Runs in the page before its scripts (plain ES5 for any WebView).
export const SHARE_POLYFILL = `(function () {
  if (typeof navigator.share === 'function' || !window.ReactNativeWebView) return;
  var pending = {};
  var seq = 0;
  window.__damaShareDone = function (id, error) {
    var entry = pending[id];
    if (!entry) return;
    delete pending[id];
    if (error) entry.reject(new DOMException(error === 'AbortError' ? 'Share canceled' : 'Share failed', error));
    else entry.resolve();
  };
  function read(file) {
    return new Promise(function (resolve, reject) {
      var reader = new FileReader();
      reader.onload = function () { resolve({ name: file.name, type: file.type, dataUrl: String(reader.result) }); };
      reader.onerror = function () { reject(reader.error); };
      reader.readAsDataURL(file);
    });
  }
  navigator.canShare = function (data) {
    if (!data) return false;
    var files = data.files || [];
    for (var i = 0; i < files.length; i++) if (!/^image\\//.test(files[i].type)) return false;
    return Boolean(data.url || data.text || data.title || files.length);
  };
  navigator.share = function (data) {
    data = data || {};
    if (!navigator.canShare(data)) return Promise.reject(new TypeError('Nothing to share'));
    var files = Array.prototype.slice.call(data.files || []);
    return Promise.all(files.map(read)).then(function (read) {
      return new Promise(function (resolve, reject) {
        var id = ++seq;
        pending[id] = { resolve: resolve, reject: reject };
        window.ReactNativeWebView.postMessage(JSON.stringify({ type: '${SHARE_MESSAGE}', body: {
          id: id, title: data.title || null, text: data.text || null, url: data.url || null, files: read
        } }));
      });
    });
  };
})();
true;`;

/** The share request in a message the page posted, or null for any other message. */
export function readShareRequest(raw: string): ShareRequest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const message = parsed as { type?: unknown; body?: Record<string, unknown> } | null;
  if (message?.type !== SHARE_MESSAGE || typeof message.body !== 'object' || !message.body) {
    return null;
  }
  const { id, title, text, url, files } = message.body;
  if (typeof id !== 'number') return null;
  const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
  const list = Array.isArray(files) ? files : [];
  return {
    id,
    title: str(title),
    text: str(text),
    url: str(url),
    files: list.filter(
      (file): file is SharedFile =>
        typeof file === 'object' &&
        file !== null &&
        typeof (file as SharedFile).dataUrl === 'string' &&
        (file as SharedFile).dataUrl.startsWith('data:image/'),
    ),
  };
}

/** What the shell injects to settle the page's `navigator.share` promise. */
export function shareAnswer(id: number, outcome: ShareOutcome): string {
  return `window.__damaShareDone && window.__damaShareDone(${id}, ${JSON.stringify(outcome)}); true;`;
}
