import type { linkBridge } from '@webview-bridge/web';
import { BRIDGE_TIMEOUT_MS, type ShellArgs, type ShellMethodName } from '@dama/bridge';

export { BRIDGE_TIMEOUT_MS };

// Native side: linked lazily on first use (so the device preview has injected the shell first);
// the library itself loads on demand, outside the initial bundle.

type NativeLink = ReturnType<typeof linkBridge>;
let nativeLink: NativeLink | null = null;
// The link is a Proxy that answers every property (even `then`), so it is never the value of a
// promise: callers get it from `currentNativeLink()` after `linkNative()` settles.
let linking: Promise<void> | null = null;
/** Told once the link exists (the bridge state's subscribers attach to its store then). */
export const nativeLinkListeners = new Set<() => void>();

/** The shell's link, or null until `linkNative()` has settled. */
export function currentNativeLink(): NativeLink | null {
  return nativeLink;
}

export function linkNative(): Promise<void> {
  linking ??= import('@webview-bridge/web').then(({ linkBridge: link }) => {
    nativeLink = link({ timeout: BRIDGE_TIMEOUT_MS, throwOnError: true });
    nativeLinkListeners.forEach((listener) => listener());
  });
  return linking;
}

/**
 * Calls a shell method with the arguments `@dama/bridge` gives it. The answer is read as
 * `unknown`: an older shell may answer in another shape, and the callers read it leniently.
 */
export async function callNative<M extends ShellMethodName>(
  method: M,
  ...args: ShellArgs<M>
): Promise<unknown> {
  await linkNative();
  const fn = nativeLink?.loose[method];
  if (!fn) throw new Error(`Webview bridge: ${method} is not available.`);
  return (await fn(...args)) as unknown;
}

/** A field of a shell answer that may be an object or not. */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
