/** The notifications the app shows as modals (CONTRACT NotificationType). */
export type AppNotificationType = 'COUPLE_CONNECTED' | 'COUPLE_DISCONNECTED';

export interface AppNotification {
  id: number;
  type: AppNotificationType;
  partnerNickname: string | null;
  /** COUPLE_DISCONNECTED: the partner unlinked or withdrew (decision 0057; absent: not known). */
  reason?: 'UNLINK' | 'WITHDRAWAL';
}

/** Where the app learned of a notification: the live stream, or the pending list. */
export type NotificationSource = 'live' | 'pending';

export interface NotificationCenterOptions {
  /** PATCH /members/notifications/pending. */
  markRead: (ids: number[]) => Promise<void>;
  /** Runs once per new notification id (cache refreshes); a failure is reported, never thrown. */
  onReceive?: (notification: AppNotification, source: NotificationSource) => void | Promise<void>;
  onError?: (error: unknown, where: string) => void;
}

/**
 * DESIGN 10: each notification is shown once per id, whether it arrived live or in the pending
 * list (at start-up or on reconnect), one at a time, after its refresh (`onReceive`) settled, and
 * marked read when its modal closes. A mark-read that failed is tried again when the pending list brings the id back,
 * without showing the modal a second time.
 */
export class NotificationCenter {
  private readonly known = new Set<number>();
  private readonly closedUnread = new Set<number>();
  private queue: readonly AppNotification[] = [];
  private arrivals: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: NotificationCenterOptions) {}

  /** Takes a notification in; false when its id was seen before. */
  receive(notification: AppNotification, source: NotificationSource): boolean {
    if (this.known.has(notification.id)) {
      if (source === 'pending' && this.closedUnread.has(notification.id))
        void this.markRead(notification.id);
      return false;
    }
    this.known.add(notification.id);
    // SPEC 4.3: refresh first, then show the modal. A refresh that fails is reported and the
    // modal shows anyway.
    // Chained so modals keep arrival order even when one refresh takes longer than the next.
    this.arrivals = this.arrivals
      .then(() => this.runOnReceive(notification, source))
      .then(() => {
        this.queue = [...this.queue, notification];
        this.emit();
      });
    return true;
  }

  /** Settles when every notification received so far is queued (tests and start-up await it). */
  settled = (): Promise<void> => this.arrivals;

  /** The notification whose modal is showing, or null. */
  getCurrent = (): AppNotification | null => this.queue[0] ?? null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The modal of `id` closed: the next one shows, and `id` is marked read. */
  close(id: number): Promise<void> {
    if (!this.queue.some((item) => item.id === id)) return Promise.resolve();
    this.queue = this.queue.filter((item) => item.id !== id);
    this.emit();
    return this.markRead(id);
  }

  private async markRead(id: number): Promise<void> {
    this.closedUnread.add(id);
    try {
      await this.options.markRead([id]);
      this.closedUnread.delete(id);
    } catch (error) {
      this.options.onError?.(error, 'markRead');
    }
  }

  private async runOnReceive(
    notification: AppNotification,
    source: NotificationSource,
  ): Promise<void> {
    try {
      await this.options.onReceive?.(notification, source);
    } catch (error) {
      this.options.onError?.(error, 'onReceive');
    }
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
