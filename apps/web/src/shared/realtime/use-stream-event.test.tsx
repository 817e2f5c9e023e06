import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import type { RealtimeHub } from './hub';
import { fakeServer, makeHub, runOnFakeTimers, settle } from './stream-test-support';
import { useStreamEvent } from './use-stream-event';

runOnFakeTimers();

function Room({
  hub,
  roomId,
  onChunk,
  onMalformed,
}: {
  hub: RealtimeHub;
  roomId: number;
  onChunk: (roomId: number, chunk: string) => void;
  onMalformed?: (error: Error) => void;
}) {
  useStreamEvent('chat_response', (chunk) => onChunk(roomId, chunk), { hub, onMalformed });
  useStreamEvent('chat_stopped', ({ messageId }) => onChunk(roomId, `stopped ${messageId}`), {
    hub,
    onMalformed,
  });
  return null;
}

async function started() {
  const server = fakeServer();
  const { hub, failures } = makeHub(server);
  hub.start();
  await settle();
  const send = async (text: string) => {
    await act(async () => {
      server.last().send(text);
      await settle();
    });
  };
  return { hub, failures, send };
}

describe('useStreamEvent', () => {
  it('delivers typed payloads to the latest handler while mounted', async () => {
    const { hub, send } = await started();
    const onChunk = vi.fn();
    const view = render(<Room hub={hub} roomId={1} onChunk={onChunk} />);
    await send('event: chat_response\ndata: 안녕\n\n');
    view.rerender(<Room hub={hub} roomId={2} onChunk={onChunk} />);
    await send('event: chat_stopped\ndata: {"chatRoomId":2,"messageId":9}\n\n');
    view.unmount();
    await send('event: chat_response\ndata: 늦었어\n\n');

    expect(onChunk.mock.calls).toEqual([
      [1, '안녕'],
      [2, 'stopped 9'],
    ]);
    hub.stop();
  });

  it('passes a malformed payload to onMalformed, or reports it by default', async () => {
    const { hub, failures, send } = await started();
    const onChunk = vi.fn();
    const onMalformed = vi.fn();
    const view = render(<Room hub={hub} roomId={1} onChunk={onChunk} onMalformed={onMalformed} />);
    await send('event: chat_stopped\ndata: {"chatRoomId":1}\n\n');
    expect(onMalformed).toHaveBeenCalledExactlyOnceWith(
      new Error('Malformed chat_stopped event (messageId: invalid_type)'),
    );
    expect(failures).toEqual([]);

    view.rerender(<Room hub={hub} roomId={1} onChunk={onChunk} />);
    await send('event: chat_stopped\ndata: []\n\n');
    expect(onMalformed).toHaveBeenCalledTimes(1);
    expect(failures.map(({ where }) => where)).toEqual(['chat_stopped payload']);
    expect(onChunk).not.toHaveBeenCalled();
    hub.stop();
  });
});
