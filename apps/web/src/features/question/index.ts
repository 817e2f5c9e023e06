// The daily-question feature's face: its screens, reads, keys and search rules, and the widget
// home's card shows (who answered).
export { QuestionCalendarScreen } from './components/question-calendar-screen';
export { QuestionWriteScreen } from './components/question-write-screen';
export { QuestionAnswersScreen } from './components/question-answers-screen';
export { questionKeys } from './api/question-keys';
export { todayQuestionQuery } from './api/get-today-question';
export { questionBookQuery } from './api/get-question-book';
export { questionByLevelQuery } from './api/get-question-by-level';
export { questionAnswersQuery } from './api/get-question-answers';
export { questionHelpQuery } from './api/question-help';
export { bookPageOf } from './model/question-book';
export {
  validateQuestionAnswerSearch,
  validateQuestionCalendarSearch,
  validateQuestionWriteSearch,
} from './model/question-search';
export { AnswerStatus } from './components/answer-status';
export { jarQuery } from './api/get-jar';
export { JarDrawing } from './components/jar-drawing';
export { JarCelebrationSlot } from './components/jar-celebration-slot';
export { jarCountLine, jarStreakLine } from './model/jar-words';
