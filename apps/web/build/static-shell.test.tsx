import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartupSkeleton } from '../src/app/startup-skeleton';
import indexHtml from '../index.html?raw';
import { injectStaticShell, renderStaticShell } from './static-shell';

describe('static shell (decision 0030)', () => {
  it('puts the start-up skeleton into index.html’s root', () => {
    const html = injectStaticShell(indexHtml);
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
    expect(root?.innerHTML).toBe(renderStaticShell());
    expect(root?.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(root?.querySelector('[role="status"]')?.textContent).toBe('불러오는 중이에요');
    // Its contentful element: the first paint counts without waiting for the app.
    expect(root?.querySelector('svg')).not.toBeNull();
  });

  it('is exactly what the app’s first render puts in the page', () => {
    const { container } = render(<StartupSkeleton />);
    expect(container.innerHTML).toBe(renderStaticShell());
  });

  it('refuses a page without an empty root instead of shipping it unchanged', () => {
    expect(() => injectStaticShell('<body><div id="app"></div></body>')).toThrow(
      /no <div id="root">/,
    );
    expect(() => injectStaticShell(injectStaticShell(indexHtml))).toThrow();
  });
});
