// The history feature's face: its two screens, the list read and its search, for the routes.
export { HistoryScreen } from './components/history-screen';
export { HistoryDeleteScreen } from './components/history-delete-screen';
export { chatHistoryQuery } from './api/get-chat-rooms';
export { validateHistorySearch } from './model/history-search';
