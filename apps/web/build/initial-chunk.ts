// The app's start-up code in one chunk (decision 0030). Left to itself the bundler splits what
// index.html loads up front into a file per set of routes sharing it (17 files), and the server
// speaks HTTP/1.1: six connections a host, so the stylesheets and the later files waited in line
// behind the first ones. Every module index.html reaches through static imports goes into one
// `initial` chunk instead; what loads up front stays the same code.
//
// "Reaches" follows what an import uses, not every module a file names: a side-effect-free module
// (side-effects.ts) is reached only when one of its exports is, and a re-export
// (`export { x } from './x'`) is followed only when `x` is asked for. A face (a feature's
// index.ts) re-exports screens and reads used by lazily loaded routes; the bundler drops the
// re-exports nobody on the first screen's path uses, and this walk must not claim those modules for
// the `initial` chunk either (it did, and a route importing faces grew that chunk 394 → 560 kB).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export interface InitialChunk {
  plugin: Plugin;
  /** For `output.codeSplitting.groups[].test`: a module index.html reaches statically. */
  test(id: string): boolean;
}

/** Names asked of a module: some exports, or all of them (`import * as`, a bare import). */
export type Wanted = readonly string[] | 'all';

/** What a side-effect-free module imports, read from its code. */
export interface ModuleLinks {
  /** Plain imports: needed whenever the module is reached. */
  imports: Array<{ id: string; names: Wanted }>;
  /** `export { imported as exported } from id` (`export * as ns`: imported is '*'). */
  reexports: Array<{ id: string; exported: string; imported: string }>;
  /** `export * from id`: any name asked of the module may come from there. */
  stars: string[];
  /** It has statements of its own besides imports and re-exports. */
  ownCode?: boolean;
}

/**
 * The modules `roots` reach through static imports. `links(id)` describes a side-effect-free
 * module; for any other (a package, a stylesheet, a module imported for its effect) it gives the
 * module's imported ids, all of them followed whenever the module is reached.
 */
export function staticReach(
  roots: readonly string[],
  links: (id: string) => ModuleLinks | readonly string[],
): { reached: Set<string>; asked: Map<string, ReadonlySet<string> | 'all'> } {
  const asked = new Map<string, Set<string> | 'all'>();
  const reached = new Set<string>();
  const queue: Array<[string, Wanted]> = roots.map((root) => [root, 'all']);
  while (queue.length > 0) {
    const [id, names] = queue.pop()!;
    const module = links(id);
    if (!('imports' in module)) {
      // Not side-effect free: reached whenever named, with everything it imports.
      if (reached.has(id)) continue;
      reached.add(id);
      for (const imported of module) queue.push([imported, 'all']);
      continue;
    }
    const { imports, reexports, stars } = module;
    const before = asked.get(id);
    if (before === 'all') continue;
    const fresh: Wanted = names === 'all' ? 'all' : names.filter((name) => !before?.has(name));
    if (fresh !== 'all' && fresh.length === 0) continue;
    asked.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
    if (!reached.has(id)) {
      reached.add(id);
      for (const { id: imported, names: wanted } of imports) queue.push([imported, wanted]);
    }
    for (const { id: from, exported, imported } of reexports) {
      if (fresh === 'all' || fresh.includes(exported)) {
        queue.push([from, imported === '*' ? 'all' : [imported]]);
      }
    }
    for (const from of stars) queue.push([from, fresh]);
  }
  return { reached, asked };
}

/**
 * Reached modules with code of their own that re-export, from modules not reached otherwise, names
 * nobody asked for. The bundler keeps
 * such a module and puts every module it names into the chunk with it (a group takes a module's
 * dependencies along), so a face must be re-exports only.
 */
export function mixedFaces(
  reach: ReturnType<typeof staticReach>,
  links: (id: string) => ModuleLinks | readonly string[],
): string[] {
  return [...reach.reached].filter((id) => {
    const module = links(id);
    if (!('imports' in module) || !module.ownCode) return false;
    const asked = reach.asked.get(id);
    if (asked === 'all') return false;
    const unreached = (from: string) => !reach.reached.has(from);
    return (
      module.stars.some(unreached) ||
      module.reexports.some(({ id: from, exported }) => !asked?.has(exported) && unreached(from))
    );
  });
}

export interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: Array<{
    type: string;
    imported?: { name?: string; value?: unknown };
    local?: { name?: string; value?: unknown };
    exported?: { name?: string; value?: unknown };
  }>;
  exported?: { name?: string; value?: unknown } | null;
  declaration?: unknown;
  /** An expression statement that is a directive (`"use strict";`). */
  directive?: string;
}

/** String literals (quotes and templates without expressions), dropped before counting names. */
const STRINGS = /'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g;

const packagePurity = new Map<string, boolean>();

/**
 * Whether the package a module of node_modules belongs to declares `"sideEffects": false` (the
 * nearest package.json with a name, as the bundler reads it).
 */
function declaredPure(id: string): boolean {
  if (!id.includes('/node_modules/')) return false;
  for (
    let dir = dirname(id.split('?')[0] ?? id);
    dir.includes('/node_modules/');
    dir = dirname(dir)
  ) {
    const known = packagePurity.get(dir);
    if (known !== undefined) return known;
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, sideEffects } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      sideEffects?: unknown;
    };
    if (!name) continue;
    const pure = sideEffects === false;
    packagePurity.set(dir, pure);
    return pure;
  }
  return false;
}

const nameOf = (node: { name?: string; value?: unknown } | undefined): string =>
  node?.name ?? String(node?.value);

/**
 * What a side-effect-free module imports and re-exports, from its parsed `body`. A directive
 * (`"use strict"`) is not code of its own; `import * as ns from 'x'; export { ns as name }`, with
 * `ns` used nowhere else, re-exports x as `name` (followed only when `name` is asked).
 */
export async function moduleLinks(
  code: string,
  body: readonly Node[],
  resolve: (source: string) => Promise<string>,
): Promise<ModuleLinks> {
  const links: ModuleLinks = { imports: [], reexports: [], stars: [] };
  // `import * as ns from 'x'; export { ns as name }` is a re-export of x as `name`.
  const namespaces = new Map<string, { id: string; entry: ModuleLinks['imports'][number] }>();
  const exportedLocals: Array<{ local: string; exported: string }> = [];
  for (const node of body) {
    const source = node.source?.value;
    if (typeof source !== 'string') {
      const exportList = node.type === 'ExportNamedDeclaration' && !node.declaration;
      const directive = node.type === 'ExpressionStatement' && node.directive !== undefined;
      if (!exportList && !directive) links.ownCode = true;
      for (const specifier of exportList ? (node.specifiers ?? []) : []) {
        exportedLocals.push({
          local: nameOf(specifier.local),
          exported: nameOf(specifier.exported),
        });
      }
      continue;
    }
    if (node.type === 'ImportDeclaration') {
      const specifiers = node.specifiers ?? [];
      const [only] = specifiers;
      if (specifiers.length === 1 && only?.type === 'ImportNamespaceSpecifier') {
        const id = await resolve(source);
        const entry = { id, names: 'all' as const };
        links.imports.push(entry);
        namespaces.set(nameOf(only.local), { id, entry });
        continue;
      }
      const names: Wanted =
        specifiers.length === 0 ||
        specifiers.some((specifier) => specifier.type === 'ImportNamespaceSpecifier')
          ? 'all'
          : specifiers.map((specifier) =>
              specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported),
            );
      links.imports.push({ id: await resolve(source), names });
    } else if (node.type === 'ExportNamedDeclaration') {
      const from = await resolve(source);
      for (const specifier of node.specifiers ?? []) {
        links.reexports.push({
          id: from,
          exported: nameOf(specifier.exported),
          imported: nameOf(specifier.local),
        });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      const from = await resolve(source);
      if (node.exported) {
        links.reexports.push({ id: from, exported: nameOf(node.exported), imported: '*' });
      } else {
        links.stars.push(from);
      }
    }
  }
  const withoutStrings = namespaces.size > 0 ? code.replace(STRINGS, "''") : '';
  for (const [local, { id: from, entry }] of namespaces) {
    const exports = exportedLocals.filter((e) => e.local === local);
    const pattern = new RegExp(`(?<![\\w$])${local.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    const uses = withoutStrings.match(pattern)?.length ?? 0;
    // Only when the name is used nowhere else (the import and the export list).
    if (exports.length === 0 || uses !== 1 + exports.length) continue;
    links.imports.splice(links.imports.indexOf(entry), 1);
    for (const { exported } of exports) {
      links.reexports.push({ id: from, exported, imported: '*' });
    }
  }
  return links;
}

export function initialChunk(options: {
  /** Whether a module has side effects (side-effects.ts); undefined counts as yes. */
  sideEffects: (id: string) => boolean | undefined;
  page?: string;
}): InitialChunk {
  const page = options.page ?? '/index.html';
  const reached = new Set<string>();
  return {
    test: (id) => reached.has(id),
    plugin: {
      name: 'dama-initial-chunk',
      apply: 'build',
      async buildEnd() {
        reached.clear();
        const entry = Array.from(this.getModuleIds()).find((id) => id.endsWith(page));
        if (!entry) throw new Error(`initial-chunk: no ${page} module`);

        const described = new Map<string, ModuleLinks | readonly string[]>();
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (!info) continue;
          // A package's module is followed by name too when the package declares it free of
          // side effects (lucide-react's barrel names every icon; only the icons the first screen
          // uses belong in its chunk).
          const own = options.sideEffects(id);
          const pure = own === false || (own === undefined && declaredPure(id));
          if (!pure || info.code == null) {
            described.set(id, info.importedIds);
            continue;
          }
          const resolve = async (source: string) => {
            const resolved = await this.resolve(source, id);
            if (!resolved) throw new Error(`initial-chunk: ${source} from ${id} does not resolve`);
            return resolved.id;
          };
          const links = await moduleLinks(
            info.code,
            this.parse(info.code).body as unknown as Node[],
            resolve,
          );
          described.set(id, links);
        }

        // The page's own entry scripts stay out: their top-level code (mounting the app on
        // #root) must run only on this page, not on another page (the device preview) that
        // shares modules with it and so imports the group's chunk.
        const scripts = this.getModuleInfo(entry)?.importedIds ?? [];
        const describe = (id: string) => described.get(id) ?? [];
        const found = staticReach(scripts, describe);
        const mixed = mixedFaces(found, describe);
        if (mixed.length > 0) {
          this.error(
            `initial-chunk: ${mixed.join(', ')} re-exports modules the first screen does not use ` +
              'and has code of its own, so all of them would join the first chunk: move the code ' +
              'into a module of its own and re-export it.',
          );
        }
        for (const script of scripts) found.reached.delete(script);
        for (const id of found.reached) reached.add(id);
      },
    },
  };
}
