// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { srcSideEffects } from './side-effects';
import { parseAst } from 'vite';
import { mixedFaces, moduleLinks, staticReach, type ModuleLinks, type Node } from './initial-chunk';

const links = (graph: Record<string, ModuleLinks | string[]>) => (id: string) => graph[id] ?? [];
const module = (part: Partial<ModuleLinks>): ModuleLinks => ({
  imports: [],
  reexports: [],
  stars: [],
  ...part,
});

describe('staticReach', () => {
  // route → face (re-exports a read and a screen); the screen is used only by a lazy chunk.
  const graph = {
    route: module({
      imports: [
        { id: 'face', names: ['read'] },
        { id: 'react', names: ['lazy'] },
      ],
    }),
    face: module({
      reexports: [
        { id: 'read.ts', exported: 'read', imported: 'read' },
        { id: 'screen.tsx', exported: 'Screen', imported: 'Screen' },
      ],
    }),
    'read.ts': module({ imports: [{ id: 'client.ts', names: ['apiCall'] }] }),
    'client.ts': module({}),
    'screen.tsx': module({ imports: [{ id: 'heavy', names: 'all' }] }),
    react: ['react-dom'],
  };

  it('follows a re-export only for the names asked of it', () => {
    expect([...staticReach(['route'], links(graph)).reached].sort()).toEqual(
      ['client.ts', 'face', 'react', 'react-dom', 'read.ts', 'route'].sort(),
    );
  });

  it('follows every re-export of a namespace import', () => {
    const all = { ...graph, route: module({ imports: [{ id: 'face', names: 'all' }] }) };
    const { reached } = staticReach(['route'], links(all));
    expect(reached).toContain('screen.tsx');
    expect(reached).toContain('heavy');
  });

  it('passes asked names through `export *` and renames through `export { a as b }`', () => {
    const stars = {
      root: module({ imports: [{ id: 'outer', names: ['b'] }] }),
      outer: module({ stars: ['inner'] }),
      inner: module({ reexports: [{ id: 'a.ts', exported: 'b', imported: 'a' }] }),
      'a.ts': module({}),
      'unused.ts': module({}),
    };
    expect([...staticReach(['root'], links(stars)).reached].sort()).toEqual(
      ['a.ts', 'inner', 'outer', 'root'].sort(),
    );
  });

  it('reaches a module with side effects whenever it is imported', () => {
    const effects = {
      root: module({
        imports: [
          { id: 'hook.ts', names: 'all' },
          { id: 'pure.ts', names: [] },
        ],
      }),
      'hook.ts': ['dep'],
      'pure.ts': module({ imports: [{ id: 'never', names: 'all' }] }),
    };
    expect([...staticReach(['root'], links(effects)).reached].sort()).toEqual(
      ['dep', 'hook.ts', 'root'].sort(),
    );
  });
});

describe('mixedFaces', () => {
  it('names a reached module with code of its own and re-exports nobody asked for', () => {
    const graph = {
      app: module({ imports: [{ id: 'face', names: ['Host'] }] }),
      face: module({
        ownCode: true,
        imports: [{ id: 'react', names: ['lazy'] }],
        reexports: [{ id: 'screen.tsx', exported: 'Screen', imported: 'Screen' }],
      }),
      'screen.tsx': module({}),
      react: [],
    };
    const reach = staticReach(['app'], links(graph));
    expect(mixedFaces(reach, links(graph))).toEqual(['face']);
    const pure = { ...graph, face: { ...graph.face, ownCode: false } };
    expect(mixedFaces(staticReach(['app'], links(pure)), links(pure))).toEqual([]);
  });
});

describe('srcSideEffects', () => {
  const sideEffects = srcSideEffects('/app/src');

  it('counts the app’s own modules side-effect free, but stylesheets and the preview hook', () => {
    expect(sideEffects('/app/src/features/chat/index.ts')).toBe(false);
    expect(sideEffects('/app/src/routes/index.tsx?tsr-split=component')).toBe(false);
    expect(sideEffects('/app/src/styles/app.css')).toBe(true);
    expect(sideEffects('/app/src/styles/app.css?direct')).toBe(true);
    expect(sideEffects('/app/src/shared/bridge/preview-hook.ts')).toBe(true);
  });

  it('leaves packages to their own package.json', () => {
    expect(sideEffects('/app/node_modules/react/index.js')).toBeUndefined();
    expect(sideEffects('/app/srcx/a.ts')).toBeUndefined();
  });
});

describe('moduleLinks', () => {
  const links = (code: string) =>
    moduleLinks(code, parseAst(code).body as unknown as Node[], (source) =>
      Promise.resolve(source.replace('./', '/m/')),
    );

  it('reads a namespace import only re-exported as a re-export, followed by name', async () => {
    // lucide-react's barrel: `icons` is every icon; only a screen asking for `icons` needs them.
    const barrel = await links(
      `"use strict";\nimport * as index from './icons/index.mjs';\nexport { index as icons };\nexport { default as Heart } from './icons/heart.mjs';`,
    );
    expect(barrel.ownCode).toBeUndefined();
    expect(barrel.imports).toEqual([]);
    expect(barrel.reexports).toEqual([
      { id: '/m/icons/heart.mjs', exported: 'Heart', imported: 'default' },
      { id: '/m/icons/index.mjs', exported: 'icons', imported: '*' },
    ]);
    const reach = staticReach(['/app'], (id) =>
      id === '/app'
        ? { imports: [{ id: '/barrel', names: ['Heart'] }], reexports: [], stars: [] }
        : id === '/barrel'
          ? barrel
          : [],
    );
    expect([...reach.reached].sort()).toEqual(['/app', '/barrel', '/m/icons/heart.mjs']);
  });

  it('keeps a namespace import used in code as an import of everything', async () => {
    const used = await links(
      `import * as index from './icons/index.mjs';\nexport const all = Object.keys(index);\nexport { index as icons };`,
    );
    expect(used.imports).toEqual([{ id: '/m/icons/index.mjs', names: 'all' }]);
    expect(used.ownCode).toBe(true);
  });
});
