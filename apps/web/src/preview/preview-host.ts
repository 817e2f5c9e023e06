import { createAuthApi, type AuthApi } from './shell/auth-api';
import { NativeShell } from './shell/native-shell';
import { createPhoneStorage } from './shell/phone-storage';
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
}

export interface PreviewHost {
  phones: PhoneRuntime[];
  hook: PreviewHook;
}

export function createPreviewHost(
  options: { api?: AuthApi; storage?: Storage | null; openUrl?: (url: string) => void } = {},
): PreviewHost {
  const api = options.api ?? createAuthApi();
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
    const shell = new NativeShell({
      api,
      storage: createPhoneStorage(phone.id, storage),
      openUrl,
      reloadFrame: () => navigate(phone.id, null),
    });
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
