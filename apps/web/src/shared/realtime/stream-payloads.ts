// Loaded with the stream client (after sign-in, outside the initial bundle): the contract's
// payload schemas read each event's data, so the app's handlers get typed payloads.
import { isSseEventName, parseSsePayload } from '@dama/contract';
import { ZodError } from 'zod';
import type { StreamMessage } from './sse-parser';

/** A stream event's payload read with the contract, or why it could not be read. */
export type DecodedPayload = { ok: true; payload: unknown } | { ok: false; error: Error };

/** Reads `message`'s payload; null for an event the contract does not name (ignored). */
export type PayloadDecoder = (message: StreamMessage) => DecodedPayload | null;

/** Why a payload did not parse, without the payload's text (it may be a member's words). */
function reason(error: unknown): string {
  if (error instanceof ZodError) {
    return error.issues
      .map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.code}`)
      .join(', ');
  }
  if (error instanceof SyntaxError) return 'not JSON';
  return error instanceof Error ? error.message : 'unreadable';
}

/** CONTRACT 5: the payload of a named event, checked against the event's schema. */
export const decodeStreamMessage: PayloadDecoder = (message) => {
  if (!isSseEventName(message.event)) return null;
  try {
    return { ok: true, payload: parseSsePayload(message.event, message.data) };
  } catch (error) {
    return { ok: false, error: new Error(`Malformed ${message.event} event (${reason(error)})`) };
  }
};
