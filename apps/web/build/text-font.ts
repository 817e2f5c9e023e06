// A Vite plugin serving `virtual:text-font`: Pretendard cut down to the characters the app's own
// texts use (decision 0033). The first screens then need one font file instead of ten to thirteen
// of Pretendard's dynamic subsets, so the browser decodes it and lays the text out again once.
// Text outside it (a nickname, an answer, a reply of 담이) still comes from the dynamic subsets,
// the next family in the font stack.
//
// The characters are every one in the non-test TypeScript sources of the web app, the contract
// (its messages) and the server's modules (the daily questions, 담이's scripted lines, the terms),
// plus printable ASCII. The cut keeps the weight axis. Its family is our own name, not Pretendard's:
// the font's licence (SIL OFL 1.1) reserves that name for unmodified versions.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const ID = 'virtual:text-font';
const RESOLVED = `\0${ID}`;
const DEV_URL = '/@dama/text-font.woff2';
const ROOT = resolve(import.meta.dirname, '../../..');
const PRETENDARD = createRequire(import.meta.url).resolve(
  'pretendard/dist/web/variable/woff2/PretendardVariable.woff2',
);

export const TEXT_FONT_FAMILY = 'Dama Text';
export const TEXT_SOURCES = ['apps/web/src', 'packages/contract/src', 'apps/server/src/modules'];
const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.(test|spec)\.tsx?$|\.d\.ts$/;
// The name table's licence description and URL (name ids 13 and 14), kept with the copyright.
const LICENCE_NAME_IDS = [13, 14];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) yield path;
  }
}

/** Printable ASCII and every other character in the files under `dirs`, as sorted code points. */
export function textCodePoints(dirs: string[]): number[] {
  const points = new Set<number>();
  for (let point = 0x20; point <= 0x7e; point++) points.add(point);
  for (const dir of dirs) {
    for (const file of sourceFiles(dir)) {
      for (const char of readFileSync(file, 'utf8')) {
        const point = char.codePointAt(0)!;
        if (point > 0x7e) points.add(point);
      }
    }
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * The cut as WOFF2. It needs no unicode-range: the app loads it itself, and the browser takes a
 * character the cut lacks from the next family in the font stack.
 */
export function buildTextFont(dirs = TEXT_SOURCES.map((dir) => join(ROOT, dir))): Promise<Buffer> {
  const text = String.fromCodePoint(...textCodePoints(dirs));
  return subsetFont(readFileSync(PRETENDARD), text, {
    targetFormat: 'woff2',
    preserveNameIds: LICENCE_NAME_IDS,
  });
}

/** `url` is a JavaScript expression (a string literal, or Rollup's file URL of the asset). */
const moduleSource = (url: string) =>
  `export const textFont = { family: ${JSON.stringify(TEXT_FONT_FAMILY)}, url: ${url} };`;

export function textFont(): Plugin {
  let font: Promise<Buffer> | null = null;
  const built = () => (font ??= buildTextFont());
  let serving = false;
  return {
    name: 'dama-text-font',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // The dev server cuts the font when the browser first asks for it.
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_request, response, next) => {
        built()
          .then((woff2) => {
            response.setHeader('content-type', 'font/woff2');
            response.end(woff2);
          })
          .catch(next);
      });
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (serving) return moduleSource(JSON.stringify(DEV_URL));
      const source = await built();
      const ref = this.emitFile({ type: 'asset', name: 'dama-text.woff2', source });
      return moduleSource(`import.meta.ROLLUP_FILE_URL_${ref}`);
    },
  };
}
