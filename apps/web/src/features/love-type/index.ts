// The love-type feature's face (the attachment test, `/attachment-test`): its questions read, the
// progress of a test under way, and the intro's search rule.
export { loveTypeKeys } from './api/love-type-keys';
export { loveTypeQuestionsQuery } from './api/get-love-type-questions';
export { loveTypeTestAnswered, loveTypeTestKey } from './model/test-progress';
export { validateLoveTypeIntroSearch } from './model/from-search';
