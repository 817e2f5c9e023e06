// The chat feature's face: what routes and other features may use. The build keeps only what an
// importer uses (apps/web/build/side-effects.ts), so a route's loader importing a read from here
// does not bring the screens along; the router splits the screens into their own chunks.
export { ChatScreen } from './components/chat-screen';
export { ChatTranscriptScreen } from './components/chat-transcript-screen';
export { ChatLoadingScreen } from './components/chat-loading-screen';
export { ChatResultScreen } from './components/chat-result-screen';
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
