// Must be the very first import of main.tsx. When the app runs inside the device preview
// (DESIGN 12), the preview page injects what @webview-bridge/react-native would inject
// (ReactNativeWebView, __bridgeMethods__, __bridgeInitialState__) synchronously, before the
// bridge links. Outside the preview this does nothing.
interface PreviewHost {
  __DAMA_PREVIEW__?: { attach(frame: Window): boolean };
}

let attached = false;
try {
  if (window.parent !== window) {
    attached = (window.parent as unknown as PreviewHost).__DAMA_PREVIEW__?.attach(window) ?? false;
  }
} catch {
  // A cross-origin parent (or none): not the preview.
}

/** True when this app runs as one of the device preview's phones. */
export function inDevicePreview(): boolean {
  return attached;
}
