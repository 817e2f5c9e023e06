/** One dispatched server-sent event. */
export interface StreamMessage {
  /** The event name (`message` when the server sent none). */
  event: string;
  /** The payload: the event's `data:` lines joined with newlines. */
  data: string;
  /** The last event id seen on this stream at dispatch time, or null. */
  id: string | null;
}

/**
 * An incremental parser for the `text/event-stream` format (WHATWG HTML, "server-sent events"):
 * feed it decoded text as it arrives; it calls `onMessage` for each complete event. Comment lines
 * (`: ping`) and `retry:` are consumed silently (the client keeps its own back-off, SPEC 9).
 */
export function createSseParser(
  onMessage: (message: StreamMessage) => void,
  initialId: string | null = null,
) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let lastEventId = initialId;
  // A chunk may end between "\r" and "\n": the "\n" that follows must not end another line.
  let skipLeadingLf = false;

  function dispatch(): void {
    if (dataLines.length === 0) {
      eventName = '';
      return;
    }
    const message: StreamMessage = {
      event: eventName || 'message',
      data: dataLines.join('\n'),
      id: lastEventId,
    };
    eventName = '';
    dataLines = [];
    onMessage(message);
  }

  function processLine(line: string): void {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventName = value;
        break;
      case 'data':
        dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) lastEventId = value;
        break;
      default:
        // `retry` and unknown fields are ignored.
        break;
    }
  }

  return {
    feed(text: string): void {
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (skipLeadingLf) {
          skipLeadingLf = false;
          if (char === '\n' && index === start) {
            start = index + 1;
            continue;
          }
        }
        if (char === '\n' || char === '\r') {
          processLine(buffer.slice(start, index));
          if (char === '\r') {
            if (buffer[index + 1] === '\n') index += 1;
            else if (index + 1 === buffer.length) skipLeadingLf = true;
          }
          start = index + 1;
        }
      }
      buffer = buffer.slice(start);
    },
    get lastEventId(): string | null {
      return lastEventId;
    },
  };
}

export type SseParser = ReturnType<typeof createSseParser>;
