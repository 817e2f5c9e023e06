// The arguments the page passes to the shell's bridge methods, read as leniently as the real
// shell does (a bare value or an object with the field; SPEC 7.3): null / false when unusable.
import type { Provider } from '@dama/contract';

export function readProvider(arg: unknown): Provider | null {
  const value = isRecord(arg) ? arg.provider : arg;
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  return upper === 'KAKAO' || upper === 'APPLE' ? upper : null;
}

export function readClearAll(arg: unknown): boolean {
  if (typeof arg === 'boolean') return arg;
  return isRecord(arg) && arg.clearAll === true;
}

export function readOpen(arg: unknown): boolean {
  if (typeof arg === 'boolean') return arg;
  if (!isRecord(arg)) return false;
  return arg.isOpen === true || arg.open === true || arg.isModalOpen === true;
}

export function readUrl(arg: unknown): string | null {
  const value = isRecord(arg) ? arg.url : arg;
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
