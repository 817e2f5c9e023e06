// Which of the app's own modules have side effects, for the bundler's tree-shaking
// (`treeshake.moduleSideEffects` in vite.config.ts) and for the initial chunk's walk
// (initial-chunk.ts). A module of src/ runs nothing on import that matters unless one of its
// exports is used, so importing a face (a feature's index.ts, which re-exports its public things)
// costs only the modules whose exports the importer uses: a route may import `@/features/chat`
// without the feature's other reads and screens joining the first screen's chunk. The exceptions
// are the modules imported for their effect alone: stylesheets and EFFECT_MODULES (lint refuses
// any other bare `import './x'` in src/, apps/web/eslint.rules.js).

/** Modules of src/ imported only for what they do on import (`import './x'`). */
export const EFFECT_MODULES = ['shared/bridge/preview-hook.ts'];

/**
 * `(id) => boolean | undefined`: false for a module of `srcDir` without side effects, true for a
 * stylesheet or an EFFECT_MODULES entry, undefined (the bundler's default: the package's own
 * `sideEffects`, else true) for anything outside `srcDir`.
 */
export function srcSideEffects(srcDir: string): (id: string) => boolean | undefined {
  const prefix = srcDir.endsWith('/') ? srcDir : `${srcDir}/`;
  return (id) => {
    if (!id.startsWith(prefix)) return undefined;
    const path = id.slice(prefix.length).split('?')[0] ?? '';
    return path.endsWith('.css') || EFFECT_MODULES.includes(path);
  };
}
