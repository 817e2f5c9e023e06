/** Analytics categories of SPEC 2.1. */
export type AnalyticsCategory =
  | 'main'
  | 'auth'
  | 'onboarding'
  | 'chat'
  | 'attachment'
  | 'question'
  | 'profile';

export interface PageAnalytics {
  pageName: string;
  category: AnalyticsCategory;
}

/** SPEC 2.1's route table: path → analytics page name and category. */
const ROUTES: Record<string, PageAnalytics> = {
  '/': { pageName: 'home', category: 'main' },
  '/intro': { pageName: 'intro', category: 'auth' },
  '/login': { pageName: 'login', category: 'auth' },
  '/partner-status': { pageName: 'partner_status', category: 'main' },
  // The `/onboarding` layout opens on its first step (decision: tracked as the terms step).
  '/onboarding': { pageName: 'onboarding_terms', category: 'onboarding' },
  '/onboarding/terms': { pageName: 'onboarding_terms', category: 'onboarding' },
  '/onboarding/nickname': { pageName: 'onboarding_nickname', category: 'onboarding' },
  '/onboarding/anniversary': { pageName: 'onboarding_anniversary', category: 'onboarding' },
  '/onboarding/my-code': { pageName: 'onboarding_my_code', category: 'onboarding' },
  '/onboarding/partner-code': { pageName: 'onboarding_partner_code', category: 'onboarding' },
  '/onboarding/complete': { pageName: 'onboarding_complete', category: 'onboarding' },
  '/chat': { pageName: 'chat_main', category: 'chat' },
  '/chat/loading': { pageName: 'chat_loading', category: 'chat' },
  '/chat/result': { pageName: 'chat_result', category: 'chat' },
  '/history': { pageName: 'history_main', category: 'main' },
  '/history/delete': { pageName: 'history_delete', category: 'main' },
  '/attachment-test': { pageName: 'attachment_intro', category: 'attachment' },
  '/attachment-test/question': { pageName: 'attachment_question', category: 'attachment' },
  '/attachment-test/result/my': { pageName: 'attachment_result_my', category: 'attachment' },
  '/attachment-test/result/partner': {
    pageName: 'attachment_result_partner',
    category: 'attachment',
  },
  '/question': { pageName: 'question_calendar', category: 'question' },
  '/question/write-answer': { pageName: 'question_write', category: 'question' },
  '/question/see-answer': { pageName: 'question_answer', category: 'question' },
  '/my-page': { pageName: 'mypage_main', category: 'profile' },
  '/my-page/profile': { pageName: 'mypage_profile', category: 'profile' },
  '/my-page/couple-management': { pageName: 'mypage_couple', category: 'profile' },
  '/my-page/account-settings': { pageName: 'mypage_settings', category: 'profile' },
  '/terms/privacy-policy': { pageName: 'terms_privacy', category: 'profile' },
};

/** Every route, written both with and without a trailing slash (SPEC 2.1). */
export const ROUTE_ANALYTICS: Readonly<Record<string, PageAnalytics>> = Object.fromEntries(
  Object.entries(ROUTES).flatMap(([path, page]) =>
    path === '/' ? [[path, page]] : [[path, page], [`${path}/`, page]],
  ),
);

export const HOME_PAGE: PageAnalytics = { pageName: 'home', category: 'main' };

/** The page name and category of a path; unknown paths warn "Unmapped route" and count as home. */
export function pageAnalyticsFor(path: string): PageAnalytics {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const page = ROUTE_ANALYTICS[pathname];
  if (page) return page;
  console.warn('Unmapped route', path);
  return HOME_PAGE;
}
