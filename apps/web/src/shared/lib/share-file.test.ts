import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrDownload } from './share-file';

const png = () => new Blob(['png'], { type: 'image/png' });
const file = { fileName: 'card.png', title: '담아', text: '나의 애착 유형이에요.' };

function stubShare(share: (data: ShareData) => Promise<void>, canShare = true) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn(share) });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => canShare });
}

describe('shareOrDownload', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
    vi.restoreAllMocks();
  });

  it('opens the share sheet with the file where the browser can share files', async () => {
    stubShare(() => Promise.resolve());
    expect(await shareOrDownload({ blob: png(), ...file })).toBe('shared');
    const [data] = (navigator.share as ReturnType<typeof vi.fn>).mock.calls[0] as [ShareData];
    expect(data.files?.[0]?.name).toBe('card.png');
    expect(data.files?.[0]?.type).toBe('image/png');
    expect(data.text).toBe(file.text);
  });

  it('a closed share sheet is a cancel, not a download', async () => {
    stubShare(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    expect(await shareOrDownload({ blob: png(), ...file })).toBe('cancelled');
    expect(click).not.toHaveBeenCalled();
  });

  it('downloads where files cannot be shared, or the share is refused', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(await shareOrDownload({ blob: png(), ...file })).toBe('downloaded');
    const anchor = click.mock.instances[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('card.png');
    expect(anchor.href).toBe('blob:card');

    stubShare(() => Promise.reject(new DOMException('no activation', 'NotAllowedError')));
    expect(await shareOrDownload({ blob: png(), ...file })).toBe('downloaded');
    expect(click).toHaveBeenCalledTimes(2);
  });
});
