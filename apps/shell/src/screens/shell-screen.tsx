import { StatusBar } from 'expo-status-bar';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { BackHandler, Keyboard, Linking, StyleSheet, View, useColorScheme } from 'react-native';
import type { WebViewMessageEvent, WebViewNavigation } from 'react-native-webview';
import { SafeAreaView } from 'react-native-safe-area-context';
import type { BridgeWebView } from '@webview-bridge/react-native';
import { BridgedWebView } from '../bridge/app-bridge';
import { isRootScreen, navigationTarget } from '../links/routing';
import { SHARE_POLYFILL, readShareRequest, shareAnswer } from '../share/page-share';
import { presentShare } from '../share/share-sheet';
import { palette } from './palette';
import { RetryScreen } from './retry-screen';

export interface ShellScreenHandle {
  /** Opens a web app URL (a tapped push, a deep link) in the WebView. */
  open(url: string): void;
}

export interface ShellScreenProps {
  webOrigin: string;
  /** The first page: the web origin, or the link the app was opened with. */
  initialUrl: string;
  onKeyboardHeight(height: number): void;
  /** The first page finished loading (or failed): the splash screen can go. */
  onFirstLoad(): void;
  ref?: Ref<ShellScreenHandle>;
}

/**
 * The web app in the bridged WebView, with what a native app does around it: Android's back in
 * the page's history, other sites in the system browser, the keyboard's height for the page, the
 * share sheet, the safe areas and status bar in the system's light or dark, a native retry screen.
 */
export function ShellScreen(props: ShellScreenProps) {
  const { webOrigin, initialUrl, onKeyboardHeight, onFirstLoad, ref } = props;
  const webView = useRef<BridgeWebView>(null);
  const [source, setSource] = useState({ uri: initialUrl });
  const [failed, setFailed] = useState(false);
  const page = useRef({ url: initialUrl, canGoBack: false });
  const colors = palette(useColorScheme());

  useImperativeHandle(ref, () => ({
    open(url: string) {
      setFailed(false);
      setSource({ uri: url });
    },
  }));

  useEffect(() => {
    const subscription = BackHandler.addEventListener('hardwareBackPress', () => {
      const { url, canGoBack } = page.current;
      if (failed || !canGoBack || isRootScreen(url)) return false; // the system leaves the app
      webView.current?.goBack();
      return true;
    });
    return () => subscription.remove();
  }, [failed]);

  useEffect(() => {
    const shown = Keyboard.addListener('keyboardDidShow', (event) =>
      onKeyboardHeight(Math.round(event.endCoordinates.height)),
    );
    const hidden = Keyboard.addListener('keyboardDidHide', () => onKeyboardHeight(0));
    return () => {
      shown.remove();
      hidden.remove();
    };
  }, [onKeyboardHeight]);

  const onNavigationStateChange = useCallback((state: WebViewNavigation) => {
    page.current = { url: state.url, canGoBack: state.canGoBack };
  }, []);

  const onShouldStartLoadWithRequest = useCallback(
    (request: { url: string; isTopFrame?: boolean }) => {
      const target = navigationTarget(request.url, webOrigin);
      if (target === 'app') return true;
      if (target === 'external' && request.isTopFrame !== false) {
        void Linking.openURL(request.url).catch(() => undefined);
      }
      return false;
    },
    [webOrigin],
  );

  // The page's navigator.share where the WebView has none (Android): the system share sheet.
  const onMessage = useCallback((event: WebViewMessageEvent) => {
    const request = readShareRequest(event.nativeEvent.data);
    if (!request) return;
    void presentShare(request).then((outcome) =>
      webView.current?.injectJavaScript(shareAnswer(request.id, outcome)),
    );
  }, []);

  const fail = useCallback(() => {
    setFailed(true);
    onFirstLoad();
  }, [onFirstLoad]);

  const retry = useCallback(() => {
    setFailed(false);
    webView.current?.reload();
  }, []);

  return (
    <SafeAreaView
      style={[styles.root, { backgroundColor: colors.background }]}
      edges={['top', 'bottom']}
    >
      <StatusBar style="auto" />
      <View style={styles.root}>
        <BridgedWebView
          ref={webView}
          source={source}
          style={{ backgroundColor: colors.background }}
          originWhitelist={['*']}
          onShouldStartLoadWithRequest={onShouldStartLoadWithRequest}
          onNavigationStateChange={onNavigationStateChange}
          injectedJavaScriptBeforeContentLoaded={SHARE_POLYFILL}
          onMessage={onMessage}
          onLoadEnd={onFirstLoad}
          onError={fail}
          onHttpError={(event) => {
            if (event.nativeEvent.statusCode >= 500) fail();
          }}
          onContentProcessDidTerminate={() => webView.current?.reload()}
          onRenderProcessGone={() => webView.current?.reload()}
          setSupportMultipleWindows={false}
          allowsBackForwardNavigationGestures
          sharedCookiesEnabled
          webviewDebuggingEnabled={__DEV__}
          testID="shell-webview"
        />
        {failed && <RetryScreen onRetry={retry} />}
      </View>
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({ root: { flex: 1 } });
