import { beforeEach, type Mock } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, CurrentRoom } from '@dama/contract';
import { chatKeys } from '../api/chat-keys';
import { TAP_GUARD_MS } from '../model/composer';
import { makeChatMessage, makeMember, makeRoom } from '@test/factories';
import { fakeHub } from '@test/fake-hub';
import { renderScreen } from '@test/render-screen';
import { ChatScreen } from './chat-screen';

/** The signed-in member: tested (the chat takes messages; 40010 is then the server's word). */
export const testedMember = makeMember({
  loveTypeCategory: 'STABLE_TYPE',
  anxietyRate: 2,
  avoidanceRate: 2,
});

export const greeting = makeChatMessage(1, {
  content: '안녕, 민준아! 오늘은 어떤 이야기를 해 볼까?',
});

/** The newest page as the server sends it (newest first). */
export function page(list: ChatMessage[], totalCount = list.length) {
  return { size: list.length, page: 0, list: [...list].reverse(), totalCount };
}

/** The server as the tests script it: the room, the newest page, and each POST's answer. */
export interface ScriptedServer {
  room: CurrentRoom;
  messages: ChatMessage[];
  answers: Record<string, () => Promise<unknown>>;
}

/**
 * The chat screen's tests in one file share this: before each test the server starts over (the
 * greeting only, tutorial seen) and `apiCall` (the file's mock of the API client) answers from it.
 */
export function chatScreenHarness(apiCall: Mock, toast: { success: Mock; error: Mock }) {
  const server = {} as ScriptedServer;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('chat_tutorial_seen', 'true');
    toast.error.mockReset();
    toast.success.mockReset();
    Object.assign(server, { room: makeRoom(), messages: [greeting], answers: {} });
    apiCall.mockReset().mockImplementation((operation: string) => {
      const answer = server.answers[operation];
      if (answer) return answer();
      if (operation === 'getCurrentChatRoom') return Promise.resolve(server.room);
      if (operation === 'getCurrentChatMessages') return Promise.resolve(page(server.messages));
      return Promise.reject(new Error(`unexpected ${operation}`));
    });
  });

  async function renderChat({
    room = server.room,
    messages = server.messages,
    member = testedMember,
    /** False: the screen opens before the app's stream does (the test starts it). */
    streamOpen = true,
  } = {}) {
    const stream = fakeHub();
    if (streamOpen) await stream.start();
    const user = userEvent.setup();
    const rendered = renderScreen(<ChatScreen hub={stream.hub} />, {
      path: '/chat',
      member,
      seed: (queryClient) => {
        queryClient.setQueryData(chatKeys.room, room);
        queryClient.setQueryData(chatKeys.messages, {
          pages: [page(messages)],
          pageParams: [0],
        });
      },
    });
    await screen.findByText(greeting.content);
    return { ...rendered, user, stream, field: screen.getByLabelText('담이에게 보낼 메시지') };
  }

  const calls = (operation: string) => apiCall.mock.calls.filter(([op]) => op === operation);

  return {
    server,
    renderChat,
    conversation: () => screen.getByRole('list', { name: '대화 내용' }),
    calls,
    /** The client ids of the sends so far, in order. */
    sentIds: () =>
      calls('sendChatMessage').map(
        ([, input]) => (input as { body: { clientMessageId: string } }).body.clientMessageId,
      ),
  };
}

/** A tap after the send's tap sequence is over (taps within it neither send nor stop). */
export const afterTapSequence = () => new Promise((resolve) => setTimeout(resolve, TAP_GUARD_MS));
