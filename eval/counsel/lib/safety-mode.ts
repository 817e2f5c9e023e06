// Whether a room is in safety mode, as a client can tell: `safetyMode` on the current room
// (issue 21's contract extension), or, while a server does not send that field yet, a reply that
// names a crisis service's number.
import type { SafetyKind } from '@dama/contract';
import type { RoomView } from './room';

/** A kind, ANY (a service was named but the kind is not known), or null (an ordinary room). */
export type ObservedMode = SafetyKind | 'ANY' | null;

const SERVICE_NUMBER = /(^|[^0-9-])(109|1366|112|119|1577-0199|02-735-8994)(?![0-9])/;

/** The reply names a crisis service's number (109, 1366, 112, …). */
export function namesService(reply: string): boolean {
  return SERVICE_NUMBER.test(reply);
}

/** The room's mode after a reply: its `safetyMode` field when present, else read from the reply. */
export function observedMode(room: RoomView, reply: string): ObservedMode {
  if (room.safetyMode !== undefined) return room.safetyMode;
  return namesService(reply) ? 'ANY' : null;
}
