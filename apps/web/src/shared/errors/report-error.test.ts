import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from './report-error';

describe('reportError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends error_occurred with the type, the formatted message and the page context', () => {
    window.history.replaceState(null, '', '/my-page');
    reportError(new Error('Request failed with status code 403'), {
      source: 'api',
      statusCode: 403,
      endpoint: '/api/members/partner',
    });
    const events = window.__DAMA_ANALYTICS__ ?? [];
    expect(events).toHaveLength(1);
    expect(events[0]?.event).toBe('error_occurred');
    expect(events[0]?.props).toMatchObject({
      error_type: 'forbidden',
      error_message:
        '[api] Request failed with status code 403 | URL: /api/members/partner | Route: /my-page',
      page_name: expect.any(String) as string,
      category: expect.any(String) as string,
    });
    expect(Date.parse(String(events[0]?.props.timestamp))).not.toBeNaN();
  });

  it('logs "Failed to report error" instead of throwing when reporting fails', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(window, '__DAMA_ANALYTICS__', {
      configurable: true,
      get() {
        throw new Error('sink down');
      },
    });
    try {
      expect(() => reportError(new Error('x'), { source: 'ui' })).not.toThrow();
      expect(logged).toHaveBeenCalledWith('Failed to report error', expect.any(Error));
    } finally {
      Object.defineProperty(window, '__DAMA_ANALYTICS__', {
        configurable: true,
        writable: true,
        value: [],
      });
    }
  });
});
