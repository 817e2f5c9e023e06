// The history feature's face: the list read and its search, for the routes.
export { chatHistoryQuery } from './api/get-chat-rooms';
export { validateHistorySearch } from './model/history-search';
