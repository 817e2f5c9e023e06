import { isShellMethodName, type ShellMethods } from '@dama/bridge';
import {
  emitByBridgeId,
  emitToAll,
  injectBeforeContentLoaded,
  parseWebMessage,
  serializeError,
  throwByBridgeId,
  type BridgeWindow,
} from '../bridge/protocol';
import { PhonePush } from './phone-push';
import type { PreviewPush } from './push-inbox';
import { DEFAULT_FLAGS } from './phone-storage';
import { readClearAll, readOpen, readProvider, readUrl } from './bridge-args';
import {
  BRIDGE_CALL_TIMEOUT_MS,
  type ActionResult,
  type BridgeState,
  type ChosenIdentity,
  type LoginRequest,
  type ShellEnvironment,
  type ShellSnapshot,
} from './shell-types';

type NativeMethod = (...args: unknown[]) => Promise<unknown>;

/** A method by the name the page posted (any name may arrive; only ours are answered). */
function methodOf(methods: ShellMethods, name: string): NativeMethod | undefined {
  return isShellMethodName(name) ? (methods[name] as NativeMethod) : undefined;
}

/**
 * One phone's native shell: the bridge methods of SPEC 7.3 and the state the shell shares with
 * the page, answered over the @webview-bridge protocol for whichever document the phone's frame
 * holds.
 */
export class NativeShell {
  readonly methods: ShellMethods;
  private state: BridgeState;
  private frame: BridgeWindow | null = null;
  private hydrated = false;
  private refreshing: Promise<boolean> | null = null;
  private pendingLogin: {
    request: LoginRequest;
    resolve(identity: ChosenIdentity | null): void;
  } | null = null;
  private snapshot: ShellSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly pushInbox: PhonePush;

  constructor(private readonly env: ShellEnvironment) {
    this.pushInbox = new PhonePush({
      onToken: (token) => env.onPushToken?.(token),
      deliver: (data) => {
        const frame = this.frame;
        if (frame) safely(() => emitToAll(frame, 'postMessage/pushReceived', data));
      },
      changed: () => this.changed(),
    });
    this.state = {
      isLoggedIn: env.storage.read().tokens !== null,
      keyboardHeight: 0,
      isModalOpen: false,
    };
    this.snapshot = this.makeSnapshot();
    this.methods = {
      socialLogin: (provider) => this.socialLogin(provider),
      getAuthStatus: () => Promise.resolve({ isLoggedIn: this.state.isLoggedIn }),
      getAuthToken: () =>
        Promise.resolve({ accessToken: this.env.storage.read().tokens?.accessToken ?? null }),
      logout: (options) => this.logout(readClearAll(options)),
      notifyTokenExpired: () => this.notifyTokenExpired(),
      saveChatTutorialSeen: () => this.setFlag('chatTutorialSeen', true),
      getChatTutorialSeen: () => Promise.resolve(this.env.storage.read().flags.chatTutorialSeen),
      getQuestionHelp: () => Promise.resolve(this.env.storage.read().flags.questionHelp),
      setQuestionHelpFalse: () => this.setFlag('questionHelp', false),
      getIntroSeen: () => Promise.resolve(this.env.storage.read().flags.introSeen),
      setIntroSeen: () => this.setFlag('introSeen', true),
      setModalOpen: (open) => {
        this.setState({ isModalOpen: readOpen(open) });
        return Promise.resolve();
      },
      openWebView: (target) => {
        const url = readUrl(target);
        if (url) this.env.openUrl(url);
        return Promise.resolve();
      },
      // Extension of SPEC 7.3 (decision 0062): the push inbox is `phone-push.ts`.
      getPushToken: () => {
        const { identity, deviceId } = this.env.storage.read();
        const signedIn = this.state.isLoggedIn;
        return Promise.resolve(this.pushInbox.give(signedIn, deviceId, identity?.subject ?? null));
      },
    };
  }

  /** A push reached this phone (the server's Expo stand-in): the banner, and the app hears it. */
  receivePush(push: PreviewPush): void {
    this.pushInbox.receive(push);
  }

  /** The system banner was tapped, closed or timed out. */
  dismissPush(seq?: number): void {
    this.pushInbox.dismiss(seq);
  }

  /** Called from the frame's first script, before the app links its bridge. */
  attach(win: BridgeWindow): void {
    this.frame = win;
    injectBeforeContentLoaded(win, Object.keys(this.methods), { ...this.state }, (message) => {
      // The native bridge is asynchronous: answer after the page's current task.
      setTimeout(() => this.receive(win, message), 0);
    });
    if (!this.hydrated) {
      // createWebView emits `hydrate` once per WebView mount; with the methods already injected
      // the page ignores it, as it does in the real shell.
      this.hydrated = true;
      emitToAll(win, 'hydrate', {
        bridgeMethods: Object.keys(this.methods),
        initialState: { ...this.state },
      });
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ShellSnapshot => this.snapshot;

  /** The login sheet's answer: an identity, or null when it was cancelled. */
  completeLogin(identity: ChosenIdentity | null): void {
    const pending = this.pendingLogin;
    this.pendingLogin = null;
    this.changed();
    pending?.resolve(identity);
  }

  /** The preview's "초기화": sign the phone out and forget its flags. */
  async reset(): Promise<void> {
    this.completeLogin(null);
    const tokens = this.env.storage.read().tokens;
    this.env.storage.update({ tokens: null, identity: null, flags: { ...DEFAULT_FLAGS } });
    this.pushInbox.setToken(null);
    this.setState({ isLoggedIn: false, isModalOpen: false });
    if (tokens) await this.env.api.logout(tokens.accessToken).catch(() => undefined);
  }

  private async socialLogin(arg: unknown): Promise<ActionResult> {
    const provider = readProvider(arg);
    if (!provider) return { success: false, message: '지원하지 않는 로그인 방식이에요.' };
    const startedAt = Date.now();
    this.pendingLogin?.resolve(null);
    const identity = await new Promise<ChosenIdentity | null>((resolve) => {
      this.pendingLogin = { request: { provider }, resolve };
      this.changed();
    });
    if (!identity) return { success: false, message: '로그인을 취소했어요.' };
    try {
      const session = await this.env.api.signIn(identity, this.env.storage.read().deviceId);
      this.env.storage.update({
        tokens: { accessToken: session.accessToken, refreshToken: session.refreshToken },
        identity: {
          provider: identity.provider,
          subject: identity.subject,
          ...(identity.email ? { email: identity.email } : {}),
          ...(identity.label ? { label: identity.label } : {}),
        },
      });
      this.setState({ isLoggedIn: true });
      if (Date.now() - startedAt > BRIDGE_CALL_TIMEOUT_MS) {
        // The app stopped waiting for this answer; reload it so it starts signed in.
        setTimeout(() => this.env.reloadFrame(), 0);
      }
      return { success: true, message: '로그인했어요.' };
    } catch (error) {
      return {
        success: false,
        message: error instanceof Error ? error.message : '로그인하지 못했어요.',
      };
    }
  }

  private async logout(clearAll: boolean): Promise<ActionResult> {
    const tokens = this.env.storage.read().tokens;
    // clearAll comes with a withdrawal: the server revoked every session with the account, so
    // there is nothing to log out of (the call could only fail). A failed logout otherwise
    // (offline) still signs the phone out.
    if (tokens && !clearAll) await this.env.api.logout(tokens.accessToken).catch(() => undefined);
    this.env.storage.update({
      tokens: null,
      identity: null,
      ...(clearAll ? { flags: { ...DEFAULT_FLAGS } } : {}),
    });
    this.pushInbox.setToken(null);
    this.setState({ isLoggedIn: false });
    return { success: true, message: '로그아웃했어요.' };
  }

  /** Rotates the token pair once, however many requests noticed the expiry at the same time. */
  private async notifyTokenExpired(): Promise<{ success: boolean }> {
    this.refreshing ??= this.refreshTokens().finally(() => {
      this.refreshing = null;
    });
    return { success: await this.refreshing };
  }

  private async refreshTokens(): Promise<boolean> {
    const tokens = this.env.storage.read().tokens;
    if (!tokens) return false;
    try {
      const pair = await this.env.api.refresh(tokens.refreshToken);
      this.env.storage.update({
        tokens: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
      });
      return true;
    } catch {
      this.env.storage.update({ tokens: null, identity: null });
      this.setState({ isLoggedIn: false });
      return false;
    }
  }

  private setFlag(name: 'chatTutorialSeen' | 'questionHelp' | 'introSeen', value: boolean) {
    const flags = { ...this.env.storage.read().flags, [name]: value };
    this.env.storage.update({ flags });
    return Promise.resolve();
  }

  private receive(win: BridgeWindow, raw: string): void {
    const message = parseWebMessage(raw);
    switch (message.type) {
      case 'bridge':
        void this.answer(win, message.bridgeId, message.method, message.eventId, message.args);
        return;
      case 'getBridgeState':
        this.pushState(win);
        return;
      case 'other':
        // `fallback`, `log` and web-method registration need no answer from this shell.
        return;
    }
  }

  private async answer(
    win: BridgeWindow,
    bridgeId: string,
    method: string,
    eventId: string,
    args: unknown[],
  ): Promise<void> {
    const event = `${method}-${eventId}`;
    const run = methodOf(this.methods, method);
    if (!run) {
      safely(() => throwByBridgeId(win, bridgeId, event, true));
      return;
    }
    try {
      const value = await run(...args);
      safely(() => emitByBridgeId(win, bridgeId, event, value));
    } catch (error) {
      safely(() => throwByBridgeId(win, bridgeId, event, serializeError(error)));
    }
  }

  private setState(change: Partial<BridgeState>): void {
    const next = { ...this.state, ...change };
    if (
      next.isLoggedIn === this.state.isLoggedIn &&
      next.isModalOpen === this.state.isModalOpen &&
      next.keyboardHeight === this.state.keyboardHeight
    ) {
      this.changed();
      return;
    }
    this.state = next;
    if (this.frame) this.pushState(this.frame);
    this.changed();
  }

  private pushState(win: BridgeWindow): void {
    safely(() => emitToAll(win, 'bridgeStateChange', { ...this.state }));
  }

  private changed(): void {
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private makeSnapshot(): ShellSnapshot {
    return {
      state: { ...this.state },
      identity: this.env.storage.read().identity,
      loginRequest: this.pendingLogin?.request ?? null,
      pushToken: this.pushInbox.token,
      push: this.pushInbox.push,
    };
  }
}

/** A frame that navigated elsewhere (or away) cannot be reached; the call is simply lost. */
function safely(deliver: () => void): void {
  try {
    deliver();
  } catch {
    // Cross-origin or detached frame.
  }
}
