// The app's start-up code in one chunk (decision 0030). Left to itself the bundler splits what
// index.html loads up front into a file per set of routes sharing it (17 files), and the server
// speaks HTTP/1.1: six connections a host, so the stylesheets and the later files waited in line
// behind the first ones. Every module index.html reaches through static imports goes into one
// `initial` chunk instead; what loads up front stays the same code.
import type { Plugin } from 'vite';

export interface InitialChunk {
  plugin: Plugin;
  /** For `output.codeSplitting.groups[].test`: a module index.html reaches statically. */
  test(id: string): boolean;
}

export function initialChunk(page = '/index.html'): InitialChunk {
  const reached = new Set<string>();
  return {
    test: (id) => reached.has(id),
    plugin: {
      name: 'dama-initial-chunk',
      apply: 'build',
      buildEnd() {
        reached.clear();
        const entry = Array.from(this.getModuleIds()).find((id) => id.endsWith(page));
        if (!entry) throw new Error(`initial-chunk: no ${page} module`);
        // The page's own entry scripts stay out: their top-level code (mounting the app on
        // #root) must run only on this page, not on another page (the device preview) that
        // shares modules with it and so imports the group's chunk.
        const scripts = this.getModuleInfo(entry)?.importedIds ?? [];
        const queue = [...scripts];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (reached.has(id)) continue;
          reached.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        for (const script of scripts) reached.delete(script);
      },
    },
  };
}
