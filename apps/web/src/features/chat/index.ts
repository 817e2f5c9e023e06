// The chat feature's face: what routes and other features may use. Screens are imported by the
// routes from components/ directly (the router splits them into their own chunks).
export { chatKeys } from './api/chat-keys';
export { currentChatRoomQuery } from './api/get-current-chat-room';
export { currentChatMessagesQuery } from './api/get-current-chat-messages';
export { chatRoomMessagesQuery } from './api/get-chat-room-messages';
export { chatSummaryQuery } from './api/get-chat-summary';
export {
  useDeleteChatRooms,
  withoutRooms,
  type HistoryPage,
  type HistoryPages,
} from './api/delete-chat-rooms';
export { levelLabel } from './model/chat-levels';
export {
  validateChatLoadingSearch,
  validateChatResultSearch,
  validateChatSearch,
} from './model/chat-search';
