// A Vite build plugin: after the bundle is written, every text file of the output (JavaScript,
// CSS, HTML, SVG, JSON) of 1 KiB or more gets a Brotli (`.br`, quality 11) and a gzip (`.gz`,
// level 9) sibling, kept only when smaller than the file. The server sends them to browsers that
// accept them (@fastify/static `preCompressed`), so nothing is compressed per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside each compressible file of `dir`; returns how many files. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  const work: Promise<void>[] = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    count += 1;
    work.push(
      (async () => {
        const source = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: 9 }),
        ]);
        if (br.length < source.length) await writeFile(`${path}.br`, br);
        if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
      })(),
    );
  }
  await Promise.all(work);
  return count;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dama:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const count = await precompressDir(outDir);
      config.logger.info(`precompressed ${count} files (br, gz)`);
    },
  };
}
