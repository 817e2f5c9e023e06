// react-native-webview at its package boundary: a view that keeps its props and answers the
// ref's methods, so tests can play the page's navigation and read what the shell asked of it.
import { forwardRef, useImperativeHandle } from 'react';
import { View } from 'react-native';

export const webViewCalls = { goBack: jest.fn(), reload: jest.fn(), injectJavaScript: jest.fn() };
/** The props of the WebView rendered last (tests read `mock.lastProps`, reset with `forget`). */
export let lastProps: Record<string, unknown> = {};
export function forgetProps(): void {
  lastProps = {};
}

const WebView = forwardRef<unknown, Record<string, unknown>>(function WebView(props, ref) {
  lastProps = props;
  useImperativeHandle(ref, () => ({
    goBack: webViewCalls.goBack,
    reload: webViewCalls.reload,
    injectJavaScript: webViewCalls.injectJavaScript,
    postMessage: jest.fn(),
  }));
  return <View testID={props.testID as string} />;
});

export default WebView;
export { WebView };
