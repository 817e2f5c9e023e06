// Must be the very first import of main.tsx. When the app runs inside the device preview
// (DESIGN 12), the preview page injects what @webview-bridge/react-native would inject
// (ReactNativeWebView, __bridgeMethods__, __bridgeInitialState__) synchronously, before the
// bridge links. Outside the preview this does nothing.
interface PreviewHost {
  __DAMA_PREVIEW__?: { attach(frame: Window): void };
}

try {
  if (window.parent !== window)
    (window.parent as unknown as PreviewHost).__DAMA_PREVIEW__?.attach(window);
} catch {
  // A cross-origin parent (or none): not the preview.
}

export {};
