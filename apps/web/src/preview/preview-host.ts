import { createAuthApi, type AuthApi } from './shell/auth-api';
import { NativeShell } from './shell/native-shell';
import { createPhoneStorage } from './shell/phone-storage';
import { createFetchMessages, PushInbox, type FetchMessages } from './shell/push-inbox';
import { PHONES, type PhoneDefinition, type PhoneId } from './shell/phones';

/** The hook the web app calls first thing: `window.parent.__DAMA_PREVIEW__?.attach(window)`. */
export interface PreviewHook {
  /** Injects the shell into the frame's window; false when the window is not one of the phones. */
  attach(frameWindow: Window): boolean;
}

/** Where the hook lives on the preview page's window. */
export type PreviewWindow = Window & { __DAMA_PREVIEW__?: PreviewHook };

export interface PhoneRuntime {
  phone: PhoneDefinition;
  shell: NativeShell;
  registerFrame: (frame: HTMLIFrameElement | null) => void;
  /** Reloads the app where it is. */
  reload: () => void;
  /** Signs the phone out, clears its flags and starts the app again from `/`. */
  reset: () => void;
  /** The system banner was tapped: the app opens at the push's link, as from a notification. */
  openPush: (link: string) => void;
}

export interface PreviewHost {
  phones: PhoneRuntime[];
  hook: PreviewHook;
}

export function createPreviewHost(
  options: {
    api?: AuthApi;
    storage?: Storage | null;
    openUrl?: (url: string) => void;
    fetchPushes?: FetchMessages;
  } = {},
): PreviewHost {
  const api = options.api ?? createAuthApi();
  const fetchPushes = options.fetchPushes ?? createFetchMessages();
  const storage = options.storage === undefined ? window.localStorage : options.storage;
  const openUrl =
    options.openUrl ?? ((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'));
  const frames = new Map<PhoneId, HTMLIFrameElement>();

  function navigate(id: PhoneId, path: string | null): void {
    const frame = frames.get(id);
    if (!frame) return;
    try {
      const location = frame.contentWindow?.location;
      if (!location) throw new Error('no window');
      if (path === null) location.reload();
      else location.replace(path);
    } catch {
      // The frame left our origin: start it again from the app's root.
      frame.src = path ?? '/';
    }
  }

  const phones = PHONES.map((phone): PhoneRuntime => {
    let inbox: PushInbox | null = null;
    const shell: NativeShell = new NativeShell({
      api,
      storage: createPhoneStorage(phone.id, storage),
      openUrl,
      reloadFrame: () => navigate(phone.id, null),
      // The phone's pushes are read from the server's Expo stand-in while the app holds a token.
      onPushToken: (token) => inbox?.watch(token),
    });
    inbox = new PushInbox(fetchPushes, (push) => shell.receivePush(push));
    return {
      phone,
      shell,
      registerFrame(frame) {
        if (frame) frames.set(phone.id, frame);
        else frames.delete(phone.id);
      },
      reload: () => navigate(phone.id, null),
      reset() {
        void shell.reset();
        navigate(phone.id, '/');
      },
      openPush(link) {
        shell.dismissPush();
        navigate(phone.id, link.startsWith('/') && !link.startsWith('//') ? link : '/');
      },
    };
  });

  const hook: PreviewHook = {
    attach(frameWindow) {
      for (const runtime of phones) {
        if (frames.get(runtime.phone.id)?.contentWindow === frameWindow) {
          runtime.shell.attach(frameWindow);
          return true;
        }
      }
      return false;
    },
  };

  return { phones, hook };
}
