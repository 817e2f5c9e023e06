import { textFont } from 'virtual:text-font';
import { readStorage, writeStorage } from '@/shared/bridge/storage-keys';

/** Local storage: Pretendard has loaded on this device before, so its files are likely cached (decision 0030). */
const FONTS_CACHED_KEY = 'fonts_cached';

let loading: Promise<void> | null = null;

/** What the web font is made of, injectable for tests (jsdom has no FontFace). */
export interface FontSources {
  /** Loads the app's own cut of Pretendard (`Dama Text`) and adds it to the document's fonts. */
  addTextFont(): Promise<void>;
  /** Pretendard's dynamic subsets (DESIGN: self-hosted), for characters outside that cut. */
  importStylesheet(): Promise<unknown>;
}

const browserSources: FontSources = {
  async addTextFont() {
    const face = new FontFace(textFont.family, `url(${textFont.url}) format('woff2')`, {
      weight: '45 920',
      display: 'swap',
    });
    // Added once loaded, so the text is laid out again once, in the loaded font.
    document.fonts.add(await face.load());
  },
  importStylesheet: () =>
    import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'),
};

/**
 * The web font (decision 0033): first `Dama Text`, Pretendard cut to the characters the app's own
 * texts use (one file for every screen's fixed text), then Pretendard's dynamic subsets for any
 * other character, which the browser fetches only for text that needs them. Loaded once;
 * remembered on the device when its fonts are ready.
 */
export function loadFonts(sources: FontSources = browserSources): Promise<void> {
  loading ??= sources
    .addTextFont()
    .then(() => sources.importStylesheet())
    .then(() => document.fonts?.ready)
    .then(() => writeStorage(FONTS_CACHED_KEY, 'true'))
    .catch(() => {
      loading = null; // a failed download (offline): the next screen tries again
    });
  return loading;
}

/**
 * At start-up: where the fonts loaded before (and so are likely in the HTTP cache), at once, so
 * the first screen shows in Pretendard; on a first visit only after the first screen has painted,
 * so the font does not hold that screen back (it shows in the system font and switches when the
 * font arrives) (decision 0030).
 */
export function loadFontsAtStart(sources: FontSources = browserSources): void {
  if (readStorage(FONTS_CACHED_KEY) === 'true') void loadFonts(sources);
}

/** Test helper: forget that the fonts were loaded in this page. */
export function resetFontsForTests(): void {
  loading = null;
}
