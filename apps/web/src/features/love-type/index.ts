// The love-type feature's face (the attachment test, `/attachment-test`): its screens, its
// questions read, the progress of a test under way, and the intro's search rule.
export { IntroScreen } from './components/intro-screen';
export { QuestionScreen } from './components/question-screen';
export { MyResultScreen } from './components/my-result-screen';
export { PartnerResultScreen } from './components/partner-result-screen';
export { CoupleReadingScreen } from './components/couple-reading-screen';
export { loveTypeKeys } from './api/love-type-keys';
export { loveTypeQuestionsQuery } from './api/get-love-type-questions';
export { loveTypeTestAnswered, loveTypeTestKey } from './model/test-progress';
export { validateLoveTypeIntroSearch } from './model/from-search';
