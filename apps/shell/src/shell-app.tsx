import * as Linking from 'expo-linking';
import * as SplashScreen from 'expo-splash-screen';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SafeAreaProvider, initialWindowMetrics } from 'react-native-safe-area-context';
import { readTokens } from './auth/device-store';
import { config, deliverPush, setShellState } from './bridge/app-bridge';
import { webUrlFor } from './links/routing';
import { handleForegroundPushes, listenForPushes } from './push/notification-events';
import { ShellScreen, type ShellScreenHandle } from './screens/shell-screen';

void SplashScreen.preventAutoHideAsync().catch(() => undefined);
handleForegroundPushes();

/**
 * The app: reads the sign-in state before the page loads (the page sees it in
 * `__bridgeInitialState__`), opens the link it was launched with (an invite link, a tapped
 * push), and keeps listening for links and pushes while it runs.
 */
export function ShellApp() {
  const [initialUrl, setInitialUrl] = useState<string | null>(null);
  const screen = useRef<ShellScreenHandle>(null);
  const home = `${config.webOrigin}/`;

  useEffect(() => {
    let active = true;
    const pushes = listenForPushes({
      onForeground: deliverPush,
      onOpen: (link) => {
        const url = webUrlFor(link, config.webOrigin);
        if (url) screen.current?.open(url);
      },
    });
    const links = Linking.addEventListener('url', ({ url }) => {
      const target = webUrlFor(url, config.webOrigin);
      if (target) screen.current?.open(target);
    });
    void (async () => {
      const tokens = await readTokens().catch(() => null);
      setShellState({ isLoggedIn: tokens !== null });
      const launchedWith = await Linking.getInitialURL().catch(() => null);
      const fromLink = launchedWith ? webUrlFor(launchedWith, config.webOrigin) : null;
      const fromPush = pushes.launchLink ? webUrlFor(pushes.launchLink, config.webOrigin) : null;
      if (active) setInitialUrl(fromLink ?? fromPush ?? home);
    })();
    return () => {
      active = false;
      pushes.stop();
      links.remove();
    };
  }, [home]);

  const onKeyboardHeight = useCallback((height: number) => {
    setShellState({ keyboardHeight: height });
  }, []);
  const onFirstLoad = useCallback(() => {
    void SplashScreen.hideAsync().catch(() => undefined);
  }, []);

  return (
    <SafeAreaProvider initialMetrics={initialWindowMetrics}>
      {initialUrl && (
        <ShellScreen
          ref={screen}
          webOrigin={config.webOrigin}
          initialUrl={initialUrl}
          onKeyboardHeight={onKeyboardHeight}
          onFirstLoad={onFirstLoad}
        />
      )}
    </SafeAreaProvider>
  );
}
