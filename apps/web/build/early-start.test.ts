// @vitest-environment node
// The build side runs in Node (it reads the contract and the plan through Vite's module runner).
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { earlyStartScript, injectEarlyStart, routeChunks } from './early-start';

const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, moduleIds, isEntry }) as unknown as OutputChunk;

const entry = chunk('assets/main.js', ['assets/runtime.js'], ['/app/src/main.tsx'], true);
const bundle = Object.fromEntries(
  [
    entry,
    chunk('assets/runtime.js', []),
    chunk('assets/preview.js', ['assets/chat.js'], ['/app/src/preview/main.tsx'], true),
    chunk(
      'assets/chat.js',
      ['assets/main.js', 'assets/schemas.js'],
      ['/app/src/routes/chat/index.tsx?tsr-split=component'],
    ),
    chunk('assets/schemas.js', ['assets/runtime.js']),
    chunk('assets/home.js', ['assets/main.js'], ['/app/src/routes/index.tsx?tsr-split=component']),
  ].map((item) => [item.fileName, item]),
) as unknown as OutputBundle;

describe('early start in index.html (decision 0030)', () => {
  it("lists a route's split chunks and what they import, without what the page's entry loads", () => {
    expect(routeChunks(bundle, entry, 'chat/index.tsx')).toEqual([
      '/assets/chat.js',
      '/assets/schemas.js',
    ]);
    expect(routeChunks(bundle, entry, 'index.tsx')).toEqual(['/assets/home.js']);
  });

  it("writes each first screen's reads as the API client keys and sends them", async () => {
    const script = await earlyStartScript(bundle, entry);
    const plans = JSON.parse(
      /^\(.*\)\((\{.*\}), window, "accessToken"\);$/s.exec(script)?.[1] ?? 'null',
    ) as Record<string, { reads: { key: string; url: string }[]; chunks: string[] }>;
    expect(plans['/']?.reads).toEqual([
      { key: 'getMember', url: '/api/members' },
      { key: 'getHome', url: '/api/home' },
    ]);
    expect(plans['/chat']?.reads.at(-1)).toEqual({
      key: 'getCurrentChatMessages {"page":0,"size":10,"sort":""}',
      url: '/api/chatrooms/current/messages?page=0&size=10&sort=',
    });
    expect(plans['/chat']?.chunks).toEqual(['/assets/chat.js', '/assets/schemas.js']);
    expect(script).not.toContain('</');
  });

  it('goes right before the module script (after the charset, before the stylesheet)', () => {
    const html =
      '<head><meta charset="UTF-8" />\n    <script type="module" src="/a.js"></script><link rel="stylesheet"></head>';
    expect(injectEarlyStart(html, 'go()')).toBe(
      '<head><meta charset="UTF-8" />\n    <script>go()</script>\n    <script type="module" src="/a.js"></script><link rel="stylesheet"></head>',
    );
    expect(() => injectEarlyStart('<head></head>', 'go()')).toThrow(/no <script type="module"/);
  });
});
