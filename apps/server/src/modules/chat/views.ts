import {
  toKoreanIso,
  type ChatMessage,
  type ChatSummary,
  type CurrentRoom,
  type RoomItem,
} from '@dama/contract';
import type { ChatRoomRow } from './schema';
import type { ChatRepository, StoredMessage } from './repository';

export function currentRoomView(room: ChatRoomRow): CurrentRoom {
  return {
    chatRoomId: room.id,
    chatRoomState: room.state,
    level: room.level,
    pausedReason: room.pausedReason,
    createdAt: toKoreanIso(room.createdAt),
    lastMessageAt: room.lastMessageAt ? toKoreanIso(room.lastMessageAt) : null,
    pendingReply: room.replyToken !== null,
    safetyMode: room.safetyMode,
  };
}

export function messageView(message: StoredMessage): ChatMessage {
  return {
    messageId: message.id,
    senderType: message.sender,
    content: message.content,
    level: message.level,
    createdAt: toKoreanIso(message.createdAt),
    status: message.status,
  };
}

export function roomItemView(room: ChatRoomRow): RoomItem {
  return {
    chatRoomId: room.id,
    totalSummary: room.totalSummary,
    situationKeyword: room.situationKeyword,
    solutionKeyword: room.solutionKeyword,
    createdAt: toKoreanIso(room.createdAt),
    completedAt: toKoreanIso(room.completedAt ?? room.createdAt),
  };
}

/**
 * A room's summary; a room not completed yet, or whose summary a run is making (`summary_state`
 * null: the summary job's claim), reads as PENDING.
 */
export function summaryView(room: ChatRoomRow, repo: ChatRepository): ChatSummary {
  const summaries = new Map(repo.levelSummaries(room).map((s) => [s.level, s.summary]));
  return {
    chatRoomId: room.id,
    createdAt: toKoreanIso(room.createdAt),
    completedAt: room.completedAt ? toKoreanIso(room.completedAt) : null,
    summaryState: room.summaryState ?? 'PENDING',
    totalSummary: room.totalSummary,
    firstSummary: summaries.get(1) ?? '',
    secondSummary: summaries.get(2) ?? '',
    thirdSummary: summaries.get(3) ?? '',
    situationKeyword: room.situationKeyword,
    solutionKeyword: room.solutionKeyword,
    safetyMode: room.safetyMode,
  };
}
