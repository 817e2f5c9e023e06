import { describe, expect, it } from 'vitest';
import {
  getPageContext,
  resetAnalytics,
  trackButton,
  trackEvent,
  trackPageView,
} from './analytics';

function events() {
  return window.__DAMA_ANALYTICS__ ?? [];
}

describe('analytics events (SPEC 3, 4.8)', () => {
  it('page_view carries the page name, category, path, referrer and an ISO timestamp', () => {
    trackPageView('/my-page/profile', '/my-page', {
      pageName: 'mypage_profile',
      category: 'profile',
    });
    expect(events()[0]).toMatchObject({
      event: 'page_view',
      props: {
        page_name: 'mypage_profile',
        category: 'profile',
        page_path: '/my-page/profile',
        referrer: '/my-page',
      },
    });
    expect(new Date(String(events()[0]?.props.timestamp)).toISOString()).toBe(
      events()[0]?.props.timestamp,
    );
  });

  it('button_click is tagged with the page of the last page_view', () => {
    trackPageView('/intro', '', { pageName: 'intro', category: 'auth' });
    trackButton('next_intro');
    expect(events()[1]).toMatchObject({
      event: 'button_click',
      props: { button_name: 'next_intro', page_name: 'intro', category: 'auth' },
    });
  });

  it('reset returns the page context to home / main', () => {
    trackPageView('/login', '', { pageName: 'login', category: 'auth' });
    resetAnalytics();
    expect(getPageContext()).toEqual({ pageName: 'home', category: 'main' });
    expect(events().at(-1)?.event).toBe('reset');
    trackButton('login_kakao');
    expect(events().at(-1)?.props).toMatchObject({ page_name: 'home', category: 'main' });
  });

  it('a click may carry details; an event of its own is tagged like the others', () => {
    trackPageView('/chat', '/', { pageName: 'chat_main', category: 'chat' });
    trackButton('call_safety_service', { service_id: 'police', button_name: 'ignored' });
    expect(events().at(-1)).toMatchObject({
      event: 'button_click',
      props: { button_name: 'call_safety_service', service_id: 'police', page_name: 'chat_main' },
    });
    trackEvent('view_safety_card', { safety_mode: 'VIOLENCE' });
    expect(events().at(-1)).toMatchObject({
      event: 'view_safety_card',
      props: { safety_mode: 'VIOLENCE', page_name: 'chat_main', category: 'chat' },
    });
  });
});
