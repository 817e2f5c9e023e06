/**
 * The native half of the @webview-bridge protocol (v1.8), reproduced for a same-origin iframe.
 *
 * @webview-bridge/react-native does three things to a WebView, and the functions here do the
 * same to a frame's window:
 * - before content loads it runs `window.__bridgeMethods__ = [...]` and
 *   `window.__bridgeInitialState__ = {...}` (react-native-webview itself provides
 *   `window.ReactNativeWebView.postMessage`);
 * - the page posts JSON strings `{ type, body, bridgeId }` through `ReactNativeWebView.postMessage`
 *   (`bridge` = a method call `{ method, eventId, args }`, `getBridgeState`, `fallback`, `log`, ...);
 * - the native side answers by injecting code that calls `emit` on the page's emitters:
 *   `nativeEmitterMap[bridgeId].emit('<method>-<eventId>', value)` for a result,
 *   `emit('<method>-<eventId>', {}, serializedError)` for a failure, and
 *   `emit('bridgeStateChange', state)` on every emitter when the shared state changes. Events sent
 *   before the page has an emitter queue up in `window.nativeBatchedEvents`.
 *
 * Values cross as JSON, as they do over the native bridge; they are parsed with the frame's own
 * `JSON` so the page receives objects of its own realm.
 */

export interface BridgeEmitter {
  emit(event: string, ...args: unknown[]): void;
}

/** The globals the protocol reads and writes on a page's window. */
export interface BridgeGlobals {
  __bridgeMethods__?: string[];
  __bridgeInitialState__?: Record<string, unknown>;
  ReactNativeWebView?: { postMessage(message: string): void };
  nativeEmitterMap?: Record<string, BridgeEmitter>;
  nativeEmitter?: BridgeEmitter;
  nativeBatchedEvents?: unknown[][];
}

export type BridgeWindow = Window & BridgeGlobals;

export type WebMessage =
  | { type: 'bridge'; bridgeId: string; method: string; eventId: string; args: unknown[] }
  | { type: 'getBridgeState'; bridgeId: string | undefined }
  | { type: 'other'; name: string };

/** What the shell injects before the page's own scripts run. */
export function injectBeforeContentLoaded(
  win: BridgeWindow,
  methodNames: readonly string[],
  initialState: Record<string, unknown>,
  onMessage: (message: string) => void,
): void {
  win.__bridgeMethods__ = toFrameValue(win, [...methodNames]) as string[];
  win.__bridgeInitialState__ = toFrameValue(win, initialState) as Record<string, unknown>;
  win.ReactNativeWebView = {
    postMessage(message: string) {
      onMessage(String(message));
    },
  };
}

/** `SAFE_NATIVE_EMITTER_EMIT`: an event for every bridge instance on the page. */
export function emitToAll(win: BridgeWindow, eventName: string, data: unknown): void {
  const args = [toFrameValue(win, data)];
  const emitters = win.nativeEmitterMap ? Object.values(win.nativeEmitterMap) : [];
  if (emitters.length > 0) {
    for (const emitter of emitters) emitter.emit(eventName, ...args);
  } else if (win.nativeEmitter) {
    win.nativeEmitter.emit(eventName, ...args);
  } else {
    queue(win, eventName, args);
  }
}

/** `SAFE_NATIVE_EMITTER_EMIT_BY_BRIDGE_ID`: a method result for the instance that asked. */
export function emitByBridgeId(
  win: BridgeWindow,
  bridgeId: string,
  eventName: string,
  data: unknown,
): void {
  deliver(win, bridgeId, eventName, [toFrameValue(win, data)]);
}

/** `SAFE_NATIVE_EMITTER_THROW_BY_BRIDGE_ID`: a method failure (`true` when the method is unknown). */
export function throwByBridgeId(
  win: BridgeWindow,
  bridgeId: string,
  eventName: string,
  serializedError: string | true,
): void {
  deliver(win, bridgeId, eventName, [toFrameValue(win, {}), serializedError]);
}

/** The shell's `serializeError`: an Error as a JSON string the page's `deserializeError` reads. */
export function serializeError(error: unknown): string {
  const err = error instanceof Error ? error : new Error(String(error));
  return JSON.stringify({
    name: err.name,
    message: err.message,
    stack: err.stack,
    __isError: true,
  });
}

/** Reads one message the page posted; anything malformed is reported as `other`. */
export function parseWebMessage(message: string): WebMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return { type: 'other', name: 'invalid-json' };
  }
  if (!isRecord(parsed) || typeof parsed.type !== 'string')
    return { type: 'other', name: 'invalid' };
  const bridgeId = typeof parsed.bridgeId === 'string' ? parsed.bridgeId : undefined;
  if (parsed.type === 'getBridgeState') return { type: 'getBridgeState', bridgeId };
  if (parsed.type === 'bridge' && bridgeId && isRecord(parsed.body)) {
    const { method, eventId, args } = parsed.body;
    if (typeof method === 'string' && typeof eventId === 'string') {
      return { type: 'bridge', bridgeId, method, eventId, args: Array.isArray(args) ? args : [] };
    }
  }
  return { type: 'other', name: parsed.type };
}

function deliver(win: BridgeWindow, bridgeId: string, eventName: string, args: unknown[]): void {
  const target = win.nativeEmitterMap?.[bridgeId];
  if (target) target.emit(eventName, ...args);
  else if (win.nativeEmitter) win.nativeEmitter.emit(eventName, ...args);
  else queue(win, eventName, args);
}

function queue(win: BridgeWindow, eventName: string, args: unknown[]): void {
  const batched = win.nativeBatchedEvents ?? (toFrameValue(win, []) as unknown[][]);
  batched.push(toFrameValue(win, [eventName]) as unknown[]);
  const entry = batched[batched.length - 1];
  if (entry) entry.push(...args);
  win.nativeBatchedEvents = batched;
}

/** A JSON round trip through the frame's own JSON, as the native `injectJavaScript` does. */
function toFrameValue(win: Window, value: unknown): unknown {
  const json = JSON.stringify(value);
  if (json === undefined) return undefined;
  const frameJson = (win as Window & { JSON?: JSON }).JSON ?? JSON;
  return frameJson.parse(json) as unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
