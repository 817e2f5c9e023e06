import type { PreviewPush } from './push-inbox';

/**
 * The phone's Expo push token (decision 0062): one per phone and signed-in identity, in Expo's
 * format, so the server registers it as an EXPO device and its stand-in keeps what it receives.
 */
export function previewPushToken(deviceId: string, subject: string | null): string {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 60);
  return `ExponentPushToken[preview-${safe(deviceId)}-${safe(subject ?? 'guest')}]`;
}

export interface PhonePushSeams {
  /** The token the app registered changed (the preview reads its pushes; null: stop). */
  onToken?(token: string | null): void;
  /** Hands a push's data to the app open in the phone's frame (`postMessage('pushReceived')`). */
  deliver(data: unknown): void;
  /** Something the preview page shows changed. */
  changed(): void;
}

/**
 * One phone's push inbox in the shell (decision 0062): the token the app was given, and the
 * latest push that reached it, shown as the system banner until dismissed.
 */
export class PhonePush {
  private currentToken: string | null = null;
  private banner: PreviewPush | null = null;

  constructor(private readonly seams: PhonePushSeams) {}

  /** The push token the app was given (getPushToken), null before it asked or once signed out. */
  get token(): string | null {
    return this.currentToken;
  }

  /** The latest push delivered to this phone, shown as the system banner until dismissed. */
  get push(): PreviewPush | null {
    return this.banner;
  }

  /**
   * The bridge's `getPushToken` (an extension of SPEC 7.3): the preview's phones allow
   * notifications, so the app always gets a token while signed in (the OS prompt is not
   * simulated).
   */
  give(
    signedIn: boolean,
    deviceId: string,
    subject: string | null,
  ): { token: string | null; permission: 'granted' } {
    const token = signedIn ? previewPushToken(deviceId, subject) : null;
    this.setToken(token);
    return { token, permission: 'granted' };
  }

  /** A new token (null: signed out, and the banner goes with it). */
  setToken(token: string | null): void {
    if (token === this.currentToken) return;
    this.currentToken = token;
    if (!token) this.banner = null;
    this.seams.onToken?.(token);
    this.seams.changed();
  }

  /**
   * A push reached this phone (the server's Expo stand-in): shown as the system banner, and
   * handed to the app as a foreground push, as the real shell does while the app is open; the
   * app decides whether to show its own banner. A push for another token is not this phone's.
   */
  receive(push: PreviewPush): void {
    if (push.to !== this.currentToken) return;
    this.banner = push;
    this.seams.deliver(push.data);
    this.seams.changed();
  }

  /** The system banner was tapped, closed or timed out (`seq`: only if it is still that one). */
  dismiss(seq?: number): void {
    if (!this.banner || (seq !== undefined && this.banner.seq !== seq)) return;
    this.banner = null;
    this.seams.changed();
  }
}
