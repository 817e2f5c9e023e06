/** Standard server-sent-event framing (CONTRACT 5). */

export interface Frame {
  id?: number | undefined;
  event: string;
  /** The payload; each of its lines becomes one `data:` line. */
  data: string;
  retry?: number | undefined;
}

const LINE_BREAK = /\r\n|\r|\n/;

export function eventFrame(frame: Frame): string {
  let out = '';
  if (frame.retry !== undefined) out += `retry: ${frame.retry}\n`;
  if (frame.id !== undefined) out += `id: ${frame.id}\n`;
  out += `event: ${frame.event}\n`;
  for (const line of frame.data.split(LINE_BREAK)) out += `data: ${line}\n`;
  return `${out}\n`;
}

/** The heartbeat: a comment line, ignored by clients, that keeps proxies from idling out. */
export const PING_FRAME = ': ping\n\n';

/** Tells the client how long to wait before reconnecting (sent last on shutdown). */
export function retryFrame(ms: number): string {
  return `retry: ${ms}\n\n`;
}
