import { endpoints, type CurrentRoom } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { ChatHistory } from './history';
import type { ChatService } from './service';

export function registerChatRoutes(
  app: FastifyInstance,
  chat: ChatService,
  history: ChatHistory,
): void {
  registerEndpoint(
    app,
    endpoints.getCurrentChatRoom,
    ({ principal }) => chat.current(principal.memberId),
    { cache: { keep: (room: CurrentRoom) => chat.isSettled(room) } },
  );
  registerEndpoint(app, endpoints.getCurrentChatMessages, ({ principal, query }) =>
    chat.messages(principal.memberId, query.page, query.size),
  );
  registerEndpoint(app, endpoints.sendChatMessage, ({ principal, body }) =>
    chat.send(principal.memberId, body.message, body.clientMessageId),
  );
  registerEndpoint(app, endpoints.upgradeChatRoom, ({ principal }) =>
    chat.upgrade(principal.memberId),
  );
  registerEndpoint(app, endpoints.completeChatRoom, ({ principal }) =>
    chat.complete(principal.memberId),
  );
  registerEndpoint(app, endpoints.stopChatReply, async ({ principal }) => {
    await chat.stop(principal.memberId);
    return undefined;
  });
  registerEndpoint(app, endpoints.retryChatReply, ({ principal }) =>
    chat.retry(principal.memberId),
  );
  registerEndpoint(app, endpoints.listChatRooms, ({ principal, query }) =>
    history.list(principal.memberId, query.keyword, query.page, query.size),
  );
  registerEndpoint(app, endpoints.getChatRoomMessages, ({ principal, params, query }) =>
    history.messages(principal.memberId, params.chatRoomId, query.page, query.size),
  );
  registerEndpoint(app, endpoints.getChatRoomSummary, ({ principal, params }) =>
    history.summary(principal.memberId, params.chatRoomId),
  );
  registerEndpoint(app, endpoints.deleteChatRooms, ({ principal, body }) =>
    history.delete(principal.memberId, body.chatRoomIdList),
  );
}
