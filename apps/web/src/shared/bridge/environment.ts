declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/** True inside the native shell's WebView (or the device preview, which injects the same). */
export function isInNativeApp(): boolean {
  return typeof window !== 'undefined' && window.ReactNativeWebView != null;
}

/** iPhone, iPad or iPod user agents (the Apple sign-in button shows only there). */
export function isAppleDevice(userAgent: string = navigator.userAgent): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
