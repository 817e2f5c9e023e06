// A Vite plugin: index.html's `<div id="root">` gets the start-up skeleton's markup, rendered at
// build time with react-dom/server from the same component the app renders first
// (src/app/startup-skeleton.tsx), so the first paint needs only the HTML and the CSS, not the
// JavaScript (decision 0030). React's first render clears the root and puts the same markup back.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { StartupSkeleton } from '../src/app/startup-skeleton.tsx';

const EMPTY_ROOT = '<div id="root"></div>';

/** The skeleton's markup, as the app's first render produces it. */
export function renderStaticShell(): string {
  return renderToStaticMarkup(createElement(StartupSkeleton));
}

/** index.html with the shell inside its empty root; throws when the page has no empty root. */
export function injectStaticShell(html: string, shell: string = renderStaticShell()): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`static-shell: no ${EMPTY_ROOT} in index.html`);
  return html.replace(EMPTY_ROOT, `<div id="root">${shell}</div>`);
}

export function staticShell(): Plugin {
  return {
    name: 'dama-static-shell',
    transformIndexHtml: {
      order: 'pre',
      // Only the app's page: the device preview (preview.html) has its own markup.
      handler: (html, context) =>
        context.path === '/index.html' || context.filename.endsWith('/index.html')
          ? injectStaticShell(html)
          : html,
    },
  };
}
