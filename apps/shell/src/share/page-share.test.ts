// The page's navigator.share where the WebView has none: the polyfill run in a stand-in page,
// and the messages it posts read back.
import { SHARE_MESSAGE, SHARE_POLYFILL, readShareRequest, shareAnswer } from './page-share';

class FakeFileReader {
  result: string | null = null;
  error: Error | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readAsDataURL(file: { dataUrl: string }) {
    this.result = file.dataUrl;
    setTimeout(() => this.onload?.(), 0);
  }
}

interface Page {
  window: Record<string, unknown> & {
    __damaShareDone?: (id: number, error: string | null) => void;
  };
  navigator: { share?: (data: unknown) => Promise<void>; canShare?: (data: unknown) => boolean };
  posted: string[];
}

function page(navigator: Page['navigator'] = {}): Page {
  const posted: string[] = [];
  const window: Page['window'] = {
    ReactNativeWebView: { postMessage: (m: string) => posted.push(m) },
  };
  new Function('window', 'navigator', 'FileReader', SHARE_POLYFILL)(
    window,
    navigator,
    FakeFileReader,
  );
  return { window, navigator, posted };
}

describe('the share polyfill', () => {
  it('leaves a WebView that has navigator.share alone (iOS)', () => {
    const share = () => Promise.resolve();
    const { navigator } = page({ share });
    expect(navigator.share).toBe(share);
  });

  it('hands the invite’s text and link to the shell and settles when it answers', async () => {
    const { window, navigator, posted } = page();
    const shared = navigator.share?.({
      title: '담아 초대',
      text: '초대 코드 AB12CD3',
      url: 'https://dama.test/x',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readShareRequest(posted[0] ?? '')).toEqual({
      id: 1,
      title: '담아 초대',
      text: '초대 코드 AB12CD3',
      url: 'https://dama.test/x',
      files: [],
    });
    window.__damaShareDone?.(1, null);
    await expect(shared).resolves.toBeUndefined();
  });

  it('rejects with AbortError when the member closes the sheet', async () => {
    const { window, navigator } = page();
    const shared = navigator.share?.({ url: 'https://dama.test/x' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    window.__damaShareDone?.(1, 'AbortError');
    await expect(shared).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('shares image files (a share card) as data URLs, and says it can', async () => {
    const { navigator, posted } = page();
    const card = {
      name: 'love-type.png',
      type: 'image/png',
      dataUrl: 'data:image/png;base64,iVBOR',
    };
    expect(navigator.canShare?.({ files: [card] })).toBe(true);
    expect(navigator.canShare?.({ files: [{ ...card, type: 'application/pdf' }] })).toBe(false);
    void navigator.share?.({ files: [card], title: '우리의 애착 유형' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readShareRequest(posted[0] ?? '')?.files).toEqual([card]);
  });
});

describe('readShareRequest / shareAnswer', () => {
  it('ignores the bridge’s own messages and anything malformed', () => {
    expect(readShareRequest(JSON.stringify({ type: 'bridge', body: { method: 'x' } }))).toBeNull();
    expect(readShareRequest('not json')).toBeNull();
    expect(readShareRequest(JSON.stringify({ type: SHARE_MESSAGE, body: { id: 'x' } }))).toBeNull();
  });

  it('drops files that are not images', () => {
    const raw = JSON.stringify({
      type: SHARE_MESSAGE,
      body: {
        id: 2,
        files: [{ name: 'a', type: 'text/html', dataUrl: 'data:text/html;base64,PGI+' }],
      },
    });
    expect(readShareRequest(raw)?.files).toEqual([]);
  });

  it('answers the page by id', () => {
    expect(shareAnswer(3, 'AbortError')).toContain('__damaShareDone(3, "AbortError")');
    expect(shareAnswer(4, null)).toContain('__damaShareDone(4, null)');
  });
});
