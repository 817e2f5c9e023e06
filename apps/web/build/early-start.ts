// A Vite plugin (decision 0030): index.html gets an inline script, `earlyStart` from
// src/shared/api/early-reads.ts with the first screens of src/app/early-start-plan.ts, so a
// signed-in browser asks for the first screen's data and route chunks while the app's JavaScript
// downloads. The server allows the script by its hash in the CSP (apps/server web-app.ts).
import { runnerImport, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type * as EarlyReadsModule from '../src/shared/api/early-reads.ts';
import type * as PlanModule from '../src/app/early-start-plan.ts';
import type * as StorageKeysModule from '../src/shared/bridge/storage-keys.ts';
import { readEndpointRoutes } from './endpoint-routes.ts';

const API_BASE_URL = '/api';

async function load<T>(path: string): Promise<T> {
  const config = { configFile: false as const, logLevel: 'silent' as const };
  return (await runnerImport<T>(new URL(path, import.meta.url).pathname, config)).module;
}

/**
 * The chunks holding `routeFile`'s split parts, with the chunks they import, minus those the
 * page's entry chunk loads anyway.
 */
export function routeChunks(
  bundle: OutputBundle,
  entry: OutputChunk,
  routeFile: string,
  base = '/',
): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const addWithImports = (into: Set<string>, fileName: string) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) addWithImports(into, imported);
  };
  addWithImports(loaded, entry.fileName);
  const wanted = new Set<string>();
  const splitPart = `/src/routes/${routeFile}?tsr-split`;
  for (const chunk of chunks) {
    if (chunk.moduleIds.some((id) => id.includes(splitPart)))
      addWithImports(wanted, chunk.fileName);
  }
  return [...wanted].filter((fileName) => !loaded.has(fileName)).map((fileName) => base + fileName);
}

/** The inline script, its JSON made safe inside `<script>`. */
export async function earlyStartScript(
  bundle: OutputBundle | undefined,
  entry: OutputChunk | undefined,
): Promise<string> {
  const [early, { earlyScreens }, { StorageKey }, routes] = await Promise.all([
    load<typeof EarlyReadsModule>('../src/shared/api/early-reads.ts'),
    load<typeof PlanModule>('../src/app/early-start-plan.ts'),
    load<typeof StorageKeysModule>('../src/shared/bridge/storage-keys.ts'),
    readEndpointRoutes(),
  ]);
  const plans = Object.fromEntries(
    Object.entries(earlyScreens).map(([path, screen]) => [
      path,
      {
        reads: screen.reads.map(({ operation, query }) => {
          const route = routes[operation];
          if (!route || route.method !== 'GET')
            throw new Error(`early-start: ${operation} is no read`);
          const search = query
            ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
            : '';
          return {
            key: early.earlyReadKey(operation, query),
            url: API_BASE_URL + route.path + search,
          };
        }),
        chunks: bundle && entry ? routeChunks(bundle, entry, screen.routeFile) : [],
      },
    ]),
  );
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return `(${early.earlyStart.toString()})(${json(plans)}, window, ${json(StorageKey.accessToken)});`;
}

const APP_SCRIPT = '<script type="module"';

/**
 * index.html with the script right before the app's module script: after `<meta charset>`, and
 * before the stylesheet, which would hold a classic script back until it has loaded.
 */
export function injectEarlyStart(html: string, script: string): string {
  const at = html.indexOf(APP_SCRIPT);
  if (at < 0) throw new Error(`early-start: no ${APP_SCRIPT}> in index.html`);
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
}

export function earlyStart(): Plugin {
  return {
    name: 'dama-early-start',
    transformIndexHtml: {
      order: 'post',
      // Only the app's page: the device preview (preview.html) runs the app inside a frame.
      handler: async (html, context) =>
        context.path === '/index.html' || context.filename.endsWith('/index.html')
          ? injectEarlyStart(html, await earlyStartScript(context.bundle, context.chunk))
          : html,
    },
  };
}
