import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnalyticsFor, ROUTE_ANALYTICS } from './route-table';

/** SPEC 2.1, verbatim. */
const TABLE: Array<[string, string, string]> = [
  ['/', 'home', 'main'],
  ['/intro', 'intro', 'auth'],
  ['/login', 'login', 'auth'],
  ['/partner-status', 'partner_status', 'main'],
  ['/onboarding/terms', 'onboarding_terms', 'onboarding'],
  ['/onboarding/nickname', 'onboarding_nickname', 'onboarding'],
  ['/onboarding/anniversary', 'onboarding_anniversary', 'onboarding'],
  ['/onboarding/my-code', 'onboarding_my_code', 'onboarding'],
  ['/onboarding/partner-code', 'onboarding_partner_code', 'onboarding'],
  ['/onboarding/complete', 'onboarding_complete', 'onboarding'],
  ['/chat', 'chat_main', 'chat'],
  ['/chat/loading', 'chat_loading', 'chat'],
  ['/chat/result', 'chat_result', 'chat'],
  ['/history', 'history_main', 'main'],
  ['/history/delete', 'history_delete', 'main'],
  ['/attachment-test', 'attachment_intro', 'attachment'],
  ['/attachment-test/question', 'attachment_question', 'attachment'],
  ['/attachment-test/result/my', 'attachment_result_my', 'attachment'],
  ['/attachment-test/result/partner', 'attachment_result_partner', 'attachment'],
  ['/question', 'question_calendar', 'question'],
  ['/question/write-answer', 'question_write', 'question'],
  ['/question/see-answer', 'question_answer', 'question'],
  ['/my-page', 'mypage_main', 'profile'],
  ['/my-page/profile', 'mypage_profile', 'profile'],
  ['/my-page/couple-management', 'mypage_couple', 'profile'],
  ['/my-page/account-settings', 'mypage_settings', 'profile'],
  ['/terms/privacy-policy', 'terms_privacy', 'profile'],
];

describe('route analytics table (SPEC 2.1)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has all 27 routes', () => {
    expect(TABLE).toHaveLength(27);
  });

  it.each(TABLE)('%s → %s / %s (with and without trailing slash)', (path, pageName, category) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pageAnalyticsFor(path)).toEqual({ pageName, category });
    if (path !== '/') expect(pageAnalyticsFor(`${path}/`)).toEqual({ pageName, category });
    expect(warn).not.toHaveBeenCalled();
  });

  it('maps the /onboarding layout to its first step', () => {
    expect(ROUTE_ANALYTICS['/onboarding']).toEqual({ pageName: 'onboarding_terms', category: 'onboarding' });
  });

  it('ignores the query string', () => {
    expect(pageAnalyticsFor('/chat/result?chatId=3&fromHistory=true')).toEqual({
      pageName: 'chat_result',
      category: 'chat',
    });
  });

  it('warns "Unmapped route" and counts an unknown route as home / main', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pageAnalyticsFor('/nowhere')).toEqual({ pageName: 'home', category: 'main' });
    expect(warn).toHaveBeenCalledWith('Unmapped route', '/nowhere');
  });
});
