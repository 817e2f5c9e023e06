import { describe, expect, it } from 'vitest';
import { createSseParser, type StreamMessage } from './sse-parser';

function parse(chunks: string[], initialId: string | null = null) {
  const messages: StreamMessage[] = [];
  const parser = createSseParser((message) => messages.push(message), initialId);
  chunks.forEach((chunk) => parser.feed(chunk));
  return { messages, parser };
}

describe('createSseParser', () => {
  it('joins data lines, names events and ignores comments and retry', () => {
    const { messages } = parse([
      ': ping\n\nretry: 3000\nid: 1\nevent: chat_response\ndata: 안녕\ndata: 반가워\n\n',
    ]);
    expect(messages).toEqual([{ event: 'chat_response', data: '안녕\n반가워', id: '1' }]);
  });

  it('defaults the event name to message and strips one leading space only', () => {
    const { messages } = parse(['data:  two spaces\n\n']);
    expect(messages).toEqual([{ event: 'message', data: ' two spaces', id: null }]);
  });

  it('handles CRLF, lone CR and line ends split across chunks', () => {
    const { messages } = parse(['event: a\r', '\ndata: 1\r\n\r', '\nevent: b\rdata: 2\r\r']);
    expect(messages.map((m) => [m.event, m.data])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('waits for the blank line before dispatching', () => {
    const { messages } = parse(['event: couple_connected\ndata: {"a"', ':1}\n']);
    expect(messages).toEqual([]);
  });

  it('keeps the last id even from a block without data, and starts from the given id', () => {
    const { messages, parser } = parse(['data: x\n\nid: 9\n\n'], '4');
    expect(messages).toEqual([{ event: 'message', data: 'x', id: '4' }]);
    expect(parser.lastEventId).toBe('9');
  });
});
