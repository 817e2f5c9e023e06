// The analytics names of SPEC 2.1 / 2.3 (page names and categories, button_click names) and the
// extensions beside them, in one list: the web app's `trackButton` and route metadata use these
// names, and a new one is added here first (issue 25 added the notification ones).

/** SPEC 2.1's analytics categories. */
export const ANALYTICS_CATEGORIES = [
  'main',
  'auth',
  'onboarding',
  'chat',
  'attachment',
  'question',
  'profile',
] as const;
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

/** SPEC 2.1's page names with their categories. */
export const SPEC_PAGE_NAMES = {
  home: 'main',
  intro: 'auth',
  login: 'auth',
  partner_status: 'main',
  onboarding_terms: 'onboarding',
  onboarding_nickname: 'onboarding',
  onboarding_anniversary: 'onboarding',
  onboarding_my_code: 'onboarding',
  onboarding_partner_code: 'onboarding',
  onboarding_complete: 'onboarding',
  chat_main: 'chat',
  chat_loading: 'chat',
  chat_result: 'chat',
  history_main: 'main',
  history_delete: 'main',
  attachment_intro: 'attachment',
  attachment_question: 'attachment',
  attachment_result_my: 'attachment',
  attachment_result_partner: 'attachment',
  question_calendar: 'question',
  question_write: 'question',
  question_answer: 'question',
  mypage_main: 'profile',
  mypage_profile: 'profile',
  mypage_couple: 'profile',
  mypage_settings: 'profile',
  terms_privacy: 'profile',
} as const satisfies Record<string, AnalyticsCategory>;

/** Extension: the couple reading of both partners' attachment types (`/attachment-test/result/couple`). */
export const LOVE_TYPE_PAGE_NAMES = {
  attachment_result_couple: 'attachment',
} as const satisfies Record<string, AnalyticsCategory>;

/**
 * Extension (issue 25, decision 0061): the notification centre `/notifications` and the
 * notification settings `/my-page/notifications`.
 */
export const NOTIFICATION_PAGE_NAMES = {
  notifications: 'main',
  mypage_notifications: 'profile',
} as const satisfies Record<string, AnalyticsCategory>;

/** Extension (issue 26, decision 0069): the anniversaries screen `/anniversaries`. */
export const ANNIVERSARY_PAGE_NAMES = {
  anniversaries: 'main',
} as const satisfies Record<string, AnalyticsCategory>;

export const PAGE_NAMES = {
  ...SPEC_PAGE_NAMES,
  ...LOVE_TYPE_PAGE_NAMES,
  ...NOTIFICATION_PAGE_NAMES,
  ...ANNIVERSARY_PAGE_NAMES,
} as const;
export type PageName = keyof typeof PAGE_NAMES;

/** SPEC 2.3's button_click names, in the order the spec lists them. */
export const SPEC_BUTTON_NAMES = [
  'login_kakao',
  'login_apple',
  'next_intro',
  'prev_intro',
  'skip_intro',
  'start_intro',
  'back_terms',
  'agree_all',
  'agree_service',
  'agree_privacy',
  'agree_marketing',
  'open_terms_modal',
  'close_terms_modal',
  'next_terms',
  'back_nickname',
  'next_nickname',
  'back_anniversary',
  'next_anniversary',
  'copy_my_code',
  'go_partner_code',
  'skip_partner',
  'back_my_code',
  'connect_partner',
  'back_partner_code',
  'start_service',
  'start_new_chat',
  'continue_chat',
  'go_attachment_test',
  'open_today_question',
  'go_mypage',
  'send_message',
  'retry_message',
  'exit_chat',
  'go_mypage_from_chat',
  'delete_history',
  'close_result',
  'view_chat',
  'go_home_from_result',
  'search_history',
  'select_history',
  'delete_mode',
  'open_chat_fab',
  'select_item',
  'delete_selected',
  'back_delete',
  'start_test',
  'close_guide',
  'select_option_1',
  'select_option_5',
  'next_question',
  'back_test',
  'complete_test',
  'prev_calendar',
  'next_calendar',
  'select_date',
  'write_answer',
  'view_answer',
  'save_answer',
  'edit_answer',
  'close_tooltip',
  'back_write',
  'open_profile_edit',
  'open_couple_manage',
  'open_account_settings',
  'open_terms_service',
  'open_terms_privacy',
  'save_nickname',
  'open_anniversary_sheet',
  'save_anniversary',
  'copy_invite_code',
  'open_partner_sheet',
  'disconnect_couple',
  'logout',
  'withdraw',
] as const;

/**
 * Extension (issue 25, decision 0061): the notification centre, its settings, the nudge and the
 * in-app banner, in SPEC's verb_object style.
 */
export const NOTIFICATION_BUTTON_NAMES = [
  /** The bell on home's header. */
  'open_notifications',
  /** One entry of the centre (its kind goes along as a detail). */
  'open_notification',
  'read_all_notifications',
  'load_more_notifications',
  /** The in-app banner of a new notification. */
  'open_notification_banner',
  'close_notification_banner',
  /** 콕 찌르기 on today's question. */
  'nudge_partner',
  /** My-page's row to the settings. */
  'open_notification_settings',
  'toggle_notification_kind',
  'toggle_quiet_hours',
  'change_quiet_hours',
  'change_question_time',
  /** Asks this browser or phone for permission to show pushes. */
  'enable_push',
] as const;

/** Extension (issue 26, decision 0065): the jar of words. */
export const JAR_BUTTON_NAMES = [
  /** Home's jar card, to the question screen. */
  'open_jar',
  /** A reached milestone shared as an image card (its milestone goes along as a detail). */
  'share_jar_card',
  /** 담이's celebration of a milestone closed (seen; its milestone goes along). */
  'close_jar_celebration',
] as const;

/**
 * Extension (issue 26, decision 0067): reactions and replies (한마디) on the partner's answer, on
 * 서로의 답변 (`question_answer`).
 */
export const ANSWER_RESPONSE_BUTTON_NAMES = [
  /** A reaction chosen, changed or taken back (its name and `on`/`off` go along as details). */
  'react_answer',
  /** A reply saved (first or edited). */
  'save_reply',
  /** Opens my reply for editing. */
  'edit_reply',
  'delete_reply',
] as const;

/** Extension (issue 26, decision 0069): the anniversaries screen and its way in from home. */
export const ANNIVERSARY_BUTTON_NAMES = [
  /** Home's D-day badge or next-anniversary card. */
  'open_anniversaries',
  /** Opens the sheet for a new one of the couple's own. */
  'add_anniversary',
  'create_anniversary',
  /** Opens the sheet of one of the couple's own. */
  'edit_anniversary',
  'update_anniversary',
  'delete_anniversary',
] as const;

export const BUTTON_NAMES = [
  ...SPEC_BUTTON_NAMES,
  ...NOTIFICATION_BUTTON_NAMES,
  ...JAR_BUTTON_NAMES,
  ...ANSWER_RESPONSE_BUTTON_NAMES,
  ...ANNIVERSARY_BUTTON_NAMES,
] as const;
export type ButtonName = (typeof BUTTON_NAMES)[number];
