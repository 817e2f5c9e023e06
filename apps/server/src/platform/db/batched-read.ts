/**
 * One query for many concurrent reads of the same kind (issue 27, cold app opens). Requests that
 * read the same kind of row at about the same time (a member's couple, a member's attachment
 * result, a session) ask for their keys; the keys asked while the previous query of this kind
 * is still out, or in the same turn of the event loop, go out together as one `where key in
 * (...)` query, and a key asked twice is asked once.
 *
 * On the embedded database every statement costs a fixed toll (the wire protocol in JavaScript,
 * the parse and plan in WebAssembly, the query builder): a cold home screen made about 18 of them
 * for 4 requests, and their toll was most of its time. Batching pays it once for every screen in
 * flight. On PostgreSQL it saves the round trips and pool waits the same way.
 *
 * Consistency: a key is never answered by a query that was sent before it was asked, so a read
 * that follows a write (in the same request, or after any write that finished) sees it. Only
 * reads outside a transaction batch: a repository's method that takes a `tx` queries directly.
 */
export class BatchedRead<K, V> {
  private waiting = new Map<K, Array<Deferred<V | undefined>>>();
  private scheduled = false;
  private inFlight = false;

  /**
   * @param fetch answers a batch of distinct keys; a key missing from the map reads `undefined`.
   * @param maxBatch keys a query at most (more wait for the next query).
   */
  constructor(
    private readonly fetch: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
    private readonly maxBatch = 200,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(key);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    // The keys other requests ask in this turn of the event loop join the query.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.waiting.size === 0) return;
    const batch = new Map<K, Array<Deferred<V | undefined>>>();
    for (const [key, list] of this.waiting) {
      if (batch.size >= this.maxBatch) break;
      batch.set(key, list);
    }
    for (const key of batch.keys()) this.waiting.delete(key);
    this.inFlight = true;
    try {
      const found = await this.fetch([...batch.keys()]);
      for (const [key, list] of batch) for (const d of list) d.resolve(found.get(key));
    } catch (error) {
      for (const list of batch.values()) for (const d of list) d.reject(error);
    } finally {
      this.inFlight = false;
      // The keys asked while this query was out go now, without waiting for another turn.
      if (this.waiting.size > 0) void this.flush();
    }
  }
}

interface Deferred<V> {
  resolve: (value: V) => void;
  reject: (error: unknown) => void;
}
