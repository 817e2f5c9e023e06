import { serverMessageOf } from '../api/api-error';

const HANGUL = /[가-힣]/;

/**
 * A message to show a user for an error: the server's Korean message, else a Korean message the
 * error carries (a shell or validation error), else the fallback. English internals never show.
 */
export function userMessage(error: unknown, fallback: string): string {
  const serverMessage = serverMessageOf(error);
  if (serverMessage) return serverMessage;
  if (error instanceof Error && HANGUL.test(error.message)) return error.message;
  return fallback;
}
