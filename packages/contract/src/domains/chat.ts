import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { pagedList, pageQuery } from '../kit/envelope';
import { Id, PathId, PRINTABLE_PATTERN, Timestamp, writtenText } from '../kit/primitives';
import { SAFETY_KINDS } from './chat-safety';
import { CHAT_PAGE_SIZE, chatMessageError } from './chat-rules';

export const ChatRoomState = z.enum([
  'BEFORE_INIT',
  'ALIVE',
  'PAUSED',
  'NEED_NEXT_QUESTION',
  'COMPLETED',
]);
export type ChatRoomState = z.infer<typeof ChatRoomState>;

export const SenderType = z.enum(['USER', 'ASSISTANT']);
export type SenderType = z.infer<typeof SenderType>;

export * from './chat-rules';

/** A counselling level (`CHAT_LEVELS`). */
export const ChatLevel = z.int().min(1).max(4);
export type ChatLevel = 1 | 2 | 3 | 4;

export const ChatMessageText = writtenText(chatMessageError, '메시지를 입력해 주세요.');

/** `clientMessageId`: any printable ASCII id of up to 64 characters chosen by the client. */
export const ClientMessageId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7E]+$/, { error: 'clientMessageId는 64자 이하의 영문·숫자·기호여야 해요.' });

export const ChatPausedReason = z.enum(['COUPLE_REQUIRED']);
export type ChatPausedReason = z.infer<typeof ChatPausedReason>;

export const MessageStatus = z.enum(['DONE', 'STOPPED', 'FAILED']);
export type MessageStatus = z.infer<typeof MessageStatus>;

export const SummaryState = z.enum(['PENDING', 'READY', 'FAILED']);
export type SummaryState = z.infer<typeof SummaryState>;

/**
 * Extension (issue 21): the room's safety mode. Once a message signals a risk the room stays in
 * it until it ends (no level progress, every reply about the member's safety, a safety summary).
 * Null for an ordinary room; clients that do not know the field ignore it.
 */
export const SafetyMode = z.enum(SAFETY_KINDS);
export type SafetyMode = z.infer<typeof SafetyMode>;

export const CurrentRoom = z.object({
  chatRoomId: z.int(),
  chatRoomState: ChatRoomState,
  level: ChatLevel,
  pausedReason: ChatPausedReason.nullable(),
  createdAt: Timestamp,
  lastMessageAt: Timestamp.nullable(),
  pendingReply: z.boolean(),
  safetyMode: SafetyMode.nullable(),
});
export type CurrentRoom = z.infer<typeof CurrentRoom>;

export const ChatMessage = z.object({
  messageId: z.int(),
  senderType: SenderType,
  content: z.string(),
  level: ChatLevel,
  createdAt: Timestamp,
  status: MessageStatus,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const RoomItem = z.object({
  chatRoomId: z.int(),
  totalSummary: z.string().nullable(),
  situationKeyword: z.string().nullable(),
  solutionKeyword: z.string().nullable(),
  createdAt: Timestamp,
  completedAt: Timestamp,
});
export type RoomItem = z.infer<typeof RoomItem>;

export const ChatSummary = z.object({
  chatRoomId: z.int(),
  createdAt: Timestamp,
  completedAt: Timestamp.nullable(),
  summaryState: SummaryState,
  totalSummary: z.string().nullable(),
  firstSummary: z.string(),
  secondSummary: z.string(),
  thirdSummary: z.string(),
  situationKeyword: z.string().nullable(),
  solutionKeyword: z.string().nullable(),
  /** Extension (issue 21): the room ended in safety mode; its summary is a safety summary. */
  safetyMode: SafetyMode.nullable(),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

export const SendMessageBody = z.object({
  message: ChatMessageText,
  clientMessageId: ClientMessageId.optional(),
});
export const SentMessage = z.object({ messageId: z.int(), chatRoomId: z.int() });
export const CompletedRoom = z.object({ chatRoomId: z.int() });
export const RetriedMessage = z.object({ messageId: z.int() });

/**
 * History search: up to 100 characters after trimming (composed text), matched as a literal
 * substring (CONTRACT 4.6).
 */
export const HISTORY_KEYWORD_MAX_LENGTH = 100;
export const HistoryQuery = pageQuery(CHAT_PAGE_SIZE).extend({
  keyword: z
    .string()
    .regex(PRINTABLE_PATTERN, { error: '검색어에 쓸 수 없는 문자가 있어요.' })
    .refine(
      (value) => Array.from(value.normalize('NFC').trim()).length <= HISTORY_KEYWORD_MAX_LENGTH,
      {
        error: `검색어는 ${HISTORY_KEYWORD_MAX_LENGTH}자까지 쓸 수 있어요.`,
      },
    )
    .optional(),
});

export const DeleteChatRoomsBody = z.object({
  chatRoomIdList: z
    .array(Id)
    .min(1, { error: '삭제할 대화를 골라 주세요.' })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: '같은 대화가 두 번 들어 있어요.' }),
});
export const DeletedChatRooms = z.object({ deletedCount: z.int() });

const roomParams = z.object({ chatRoomId: PathId });

export const chatEndpoints = {
  getCurrentChatRoom: defineEndpoint({
    method: 'GET',
    path: '/chatrooms/current',
    auth: 'member',
    tag: 'chat',
    summary: '현재 채팅방 (없으면 인사와 함께 만들고, 24시간 대화가 없던 방은 먼저 완료)',
    data: CurrentRoom,
  }),
  getCurrentChatMessages: defineEndpoint({
    method: 'GET',
    path: '/chatrooms/current/messages',
    auth: 'member',
    tag: 'chat',
    summary: '현재 채팅방의 메시지 (최신순, 10개씩)',
    query: pageQuery(CHAT_PAGE_SIZE),
    data: pagedList(ChatMessage),
    errors: [40008],
  }),
  sendChatMessage: defineEndpoint({
    method: 'POST',
    path: '/chatrooms/current/send',
    auth: 'member',
    tag: 'chat',
    summary: '메시지 보내기 (답장은 실시간 스트림으로)',
    body: SendMessageBody,
    data: SentMessage,
    message: '메시지를 보냈어요.',
    errors: [40000, 40008, 40009, 40010, 42900],
  }),
  upgradeChatRoom: defineEndpoint({
    method: 'POST',
    path: '/chatrooms/current/upgrade',
    auth: 'member',
    tag: 'chat',
    summary: '다음 단계로 넘어가기',
    data: CurrentRoom,
    errors: [40008, 40009],
  }),
  completeChatRoom: defineEndpoint({
    method: 'POST',
    path: '/chatrooms/current/complete',
    auth: 'member',
    tag: 'chat',
    summary: '대화 마치기 (요약을 만들기 시작)',
    data: CompletedRoom,
    message: '대화를 마쳤어요.',
    // 42900: extension (decision 0040), 5 a minute and 50 a day per member.
    errors: [40008, 40009, 42900],
  }),
  stopChatReply: defineEndpoint({
    method: 'POST',
    path: '/chatrooms/current/stop',
    auth: 'member',
    tag: 'chat',
    summary: '답장 멈추기',
    data: null,
    errors: [40008],
  }),
  retryChatReply: defineEndpoint({
    method: 'POST',
    path: '/chatrooms/current/retry',
    auth: 'member',
    tag: 'chat',
    summary: '실패한 메시지의 답장 다시 받기',
    data: RetriedMessage,
    errors: [40008, 40009],
  }),
  listChatRooms: defineEndpoint({
    method: 'GET',
    path: '/chatrooms',
    auth: 'member',
    tag: 'chat',
    summary: '지난 대화 목록 (완료된 방, 최신순, 검색)',
    query: HistoryQuery,
    data: pagedList(RoomItem),
  }),
  getChatRoomMessages: defineEndpoint({
    method: 'GET',
    path: '/chatrooms/:chatRoomId/messages',
    auth: 'member',
    tag: 'chat',
    summary: '채팅방의 메시지 (오래된 순)',
    params: roomParams,
    query: pageQuery(CHAT_PAGE_SIZE),
    data: pagedList(ChatMessage),
    errors: [40008, 40302],
  }),
  getChatRoomSummary: defineEndpoint({
    method: 'GET',
    path: '/chatrooms/:chatRoomId/summary',
    auth: 'member',
    tag: 'chat',
    summary: '채팅방 요약',
    params: roomParams,
    data: ChatSummary,
    errors: [40008, 40302],
  }),
  deleteChatRooms: defineEndpoint({
    method: 'DELETE',
    path: '/chatrooms',
    auth: 'member',
    tag: 'chat',
    summary: '지난 대화 삭제 (전부 아니면 하나도 지우지 않음)',
    body: DeleteChatRoomsBody,
    data: DeletedChatRooms,
    message: '대화를 삭제했어요.',
    errors: [40000, 40302],
  }),
} as const;
