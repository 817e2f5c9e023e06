// The native behaviour around the page: Android back, external links, the keyboard's height,
// the retry screen. react-native-webview is mocked at its package boundary.
import { act, fireEvent, render, screen } from '@testing-library/react-native';
import { createRef } from 'react';
import * as Sharing from 'expo-sharing';
import { BackHandler, Keyboard, Linking, Share } from 'react-native';
import { SafeAreaProvider } from 'react-native-safe-area-context';
import { ShellScreen, type ShellScreenHandle } from './shell-screen';
import { RETRY_BUTTON, RETRY_TITLE } from './retry-screen';
import * as webViewMock from '../test/webview-mock';

jest.mock('react-native-webview', () => require('../test/webview-mock'));
jest.mock('expo-secure-store', () => require('../test/secure-store-mock'));
jest.mock('expo-notifications', () => require('../test/notifications-mock'));
jest.mock('expo-apple-authentication', () => ({}));
jest.mock('@react-native-seoul/kakao-login', () => ({ login: jest.fn() }));
jest.mock('expo-sharing', () => ({
  isAvailableAsync: jest.fn(() => Promise.resolve(true)),
  shareAsync: jest.fn(() => Promise.resolve()),
}));
const mockWritten: { uri: string; content: string; encoding: unknown }[] = [];
jest.mock('expo-file-system', () => ({
  Paths: { cache: { uri: 'file:///cache/' } },
  File: class {
    uri: string;
    exists = false;
    constructor(dir: { uri: string }, name: string) {
      this.uri = `${dir.uri}${name}`;
    }
    create() {}
    delete() {}
    write(content: string, options: { encoding?: unknown }) {
      mockWritten.push({ uri: this.uri, content, encoding: options.encoding });
    }
  },
}));

const web = 'https://dama.test';
type Props = Record<string, (...args: unknown[]) => unknown>;
const props = () => webViewMock.lastProps as Props;

type BackListener = Parameters<typeof BackHandler.addEventListener>[1];
let backHandlers: BackListener[] = [];
const keyboard = new Map<string, (event: unknown) => void>();

beforeEach(() => {
  backHandlers = [];
  keyboard.clear();
  jest.spyOn(BackHandler, 'addEventListener').mockImplementation((_name, handler) => {
    backHandlers.push(handler);
    return { remove: () => (backHandlers = backHandlers.filter((h) => h !== handler)) };
  });
  jest.spyOn(Keyboard, 'addListener').mockImplementation(((
    name: string,
    listener: (e: unknown) => void,
  ) => {
    keyboard.set(name, listener);
    return { remove: () => keyboard.delete(name) };
  }) as never);
  jest.spyOn(Linking, 'openURL').mockClear().mockResolvedValue(true);
  Object.values(webViewMock.webViewCalls).forEach((fn) => fn.mockClear());
});

function renderShell() {
  const onKeyboardHeight = jest.fn();
  const onFirstLoad = jest.fn();
  const ref = createRef<ShellScreenHandle>();
  render(
    <SafeAreaProvider
      initialMetrics={{
        frame: { x: 0, y: 0, width: 390, height: 844 },
        insets: { top: 47, bottom: 34, left: 0, right: 0 },
      }}
    >
      <ShellScreen
        ref={ref}
        webOrigin={web}
        initialUrl={`${web}/`}
        onKeyboardHeight={onKeyboardHeight}
        onFirstLoad={onFirstLoad}
      />
    </SafeAreaProvider>,
  );
  return { onKeyboardHeight, onFirstLoad, ref };
}

afterEach(() => {
  jest.restoreAllMocks();
});

const pressBack = () => backHandlers.at(-1)?.({} as never) ?? false;

describe('Android back', () => {
  it('goes back in the web app’s history', () => {
    renderShell();
    act(() => props().onNavigationStateChange?.({ url: `${web}/question`, canGoBack: true }));
    expect(pressBack()).toBe(true);
    expect(webViewMock.webViewCalls.goBack).toHaveBeenCalledTimes(1);
  });

  it('leaves the app from home (and the other first screens)', () => {
    renderShell();
    for (const path of ['/', '/login', '/intro']) {
      act(() => props().onNavigationStateChange?.({ url: `${web}${path}`, canGoBack: true }));
      expect(pressBack()).toBe(false);
    }
    expect(webViewMock.webViewCalls.goBack).not.toHaveBeenCalled();
  });

  it('leaves the app when there is no history', () => {
    renderShell();
    act(() => props().onNavigationStateChange?.({ url: `${web}/history`, canGoBack: false }));
    expect(pressBack()).toBe(false);
  });
});

describe('links', () => {
  it('keeps the web app’s pages in the WebView', () => {
    renderShell();
    expect(
      props().onShouldStartLoadWithRequest?.({ url: `${web}/my-page`, isTopFrame: true }),
    ).toBe(true);
    expect(Linking.openURL).not.toHaveBeenCalled();
  });

  it('opens other sites and apps in the system', () => {
    renderShell();
    expect(
      props().onShouldStartLoadWithRequest?.({ url: 'https://pf.kakao.com/x', isTopFrame: true }),
    ).toBe(false);
    expect(
      props().onShouldStartLoadWithRequest?.({ url: 'tel:01012345678', isTopFrame: true }),
    ).toBe(false);
    expect(Linking.openURL).toHaveBeenCalledWith('https://pf.kakao.com/x');
    expect(Linking.openURL).toHaveBeenCalledWith('tel:01012345678');
  });

  it('does not open an embedded frame’s page in the browser', () => {
    renderShell();
    expect(
      props().onShouldStartLoadWithRequest?.({ url: 'https://ads.test/frame', isTopFrame: false }),
    ).toBe(false);
    expect(Linking.openURL).not.toHaveBeenCalled();
  });

  it('opens a link it is handed (a tapped push, a deep link)', () => {
    const { ref } = renderShell();
    act(() => ref.current?.open(`${web}/onboarding/partner-code?code=AB12CD3`));
    expect(props().source).toEqual({ uri: `${web}/onboarding/partner-code?code=AB12CD3` });
  });
});

describe('keyboard', () => {
  it('tells the page its height', () => {
    const { onKeyboardHeight } = renderShell();
    act(() => keyboard.get('keyboardDidShow')?.({ endCoordinates: { height: 301.4 } }));
    expect(onKeyboardHeight).toHaveBeenLastCalledWith(301);
    act(() => keyboard.get('keyboardDidHide')?.({}));
    expect(onKeyboardHeight).toHaveBeenLastCalledWith(0);
  });
});

describe('the retry screen', () => {
  it('shows when the page cannot load, and reloads on 다시 시도', () => {
    const { onFirstLoad } = renderShell();
    expect(screen.queryByText(RETRY_TITLE)).toBeNull();
    act(() =>
      props().onError?.({ nativeEvent: { description: 'net::ERR_INTERNET_DISCONNECTED' } }),
    );
    expect(screen.getByText(RETRY_TITLE)).toBeTruthy();
    expect(onFirstLoad).toHaveBeenCalled();
    fireEvent.press(screen.getByRole('button', { name: RETRY_BUTTON }));
    expect(webViewMock.webViewCalls.reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(RETRY_TITLE)).toBeNull();
  });

  it('shows when the server answers the page with an error, not for a missing page', () => {
    renderShell();
    act(() => props().onHttpError?.({ nativeEvent: { statusCode: 404 } }));
    expect(screen.queryByText(RETRY_TITLE)).toBeNull();
    act(() => props().onHttpError?.({ nativeEvent: { statusCode: 502 } }));
    expect(screen.getByText(RETRY_TITLE)).toBeTruthy();
  });

  it('lets back leave the app from the retry screen', () => {
    renderShell();
    act(() => props().onNavigationStateChange?.({ url: `${web}/question`, canGoBack: true }));
    act(() => props().onError?.({ nativeEvent: {} }));
    expect(pressBack()).toBe(false);
  });
});

describe('the share sheet', () => {
  const message = (body: unknown) => ({
    nativeEvent: { data: JSON.stringify({ type: 'dama:share', body }) },
  });

  it('opens the system sheet with the invite’s text and link, and answers the page', async () => {
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction });
    renderShell();
    await act(async () => {
      props().onMessage?.(
        message({ id: 1, text: '초대 코드 AB12CD3', url: 'https://dama.test/x', files: [] }),
      );
    });
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ message: '초대 코드 AB12CD3', url: 'https://dama.test/x' }),
      {},
    );
    expect(webViewMock.webViewCalls.injectJavaScript).toHaveBeenCalledWith(
      expect.stringContaining('__damaShareDone(1, null)'),
    );
  });

  it('tells the page the member closed the sheet', async () => {
    jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.dismissedAction });
    renderShell();
    await act(async () => {
      props().onMessage?.(message({ id: 2, url: 'https://dama.test/x', files: [] }));
    });
    expect(webViewMock.webViewCalls.injectJavaScript).toHaveBeenCalledWith(
      expect.stringContaining('__damaShareDone(2, "AbortError")'),
    );
  });

  it('shares a share card as an image file', async () => {
    renderShell();
    const card = {
      name: 'love type.png',
      type: 'image/png',
      dataUrl: 'data:image/png;base64,iVBOR',
    };
    await act(async () => {
      props().onMessage?.(message({ id: 3, title: '우리의 애착 유형', files: [card] }));
    });
    expect(mockWritten).toEqual([
      { uri: 'file:///cache/love-type.png', content: 'iVBOR', encoding: 'base64' },
    ]);
    expect(Sharing.shareAsync).toHaveBeenCalledWith('file:///cache/love-type.png', {
      mimeType: 'image/png',
      dialogTitle: '우리의 애착 유형',
    });
  });

  it('ignores the bridge’s own messages', async () => {
    const share = jest.spyOn(Share, 'share');
    renderShell();
    await act(async () => {
      props().onMessage?.({ nativeEvent: { data: JSON.stringify({ type: 'bridge', body: {} }) } });
    });
    expect(share).not.toHaveBeenCalled();
  });
});
