import { destination, type DestinationStream } from 'pino';

/** pino sets `lastLevel` on a stream that carries this symbol, before each write (pino.metadata). */
const PINO_METADATA = Symbol.for('pino.metadata');

/** pino's numeric level of `warn`: lines at it or above are never dropped for room. */
const WARN = 40;

/** How often a stream that dropped lines says so in the log. */
export const DROP_REPORT_MS = 10_000;

/** What a bounded stream writes to: pino's SonicBoom, or a test's stand-in. */
export interface LogSink {
  write(line: string): unknown;
  /** SonicBoom tells how many bytes each write handed to the file descriptor. */
  on(event: 'write', listener: (bytes: number) => void): unknown;
  flushSync?(): void;
  flush?(callback?: (error?: Error) => void): void;
  end?(): void;
}

export interface LogDrops {
  /** Lines below warn (info, debug, trace) dropped because the buffer was past its info share. */
  info: number;
  /** Warn, error and fatal lines dropped because the whole buffer was full. */
  warn: number;
}

/**
 * A log destination whose memory is bounded (decision 0044). Lines go to an asynchronous sink
 * (SonicBoom on stdout: a slow reader never blocks the event loop) and the bytes it has not
 * written yet are counted. Past `infoShareOf(capBytes)` (three quarters) a line below warn is
 * dropped and counted; warn, error and fatal lines use the rest, and are dropped only when the
 * whole cap is full (a reader gone for good), and counted apart. Nothing is ever held beyond the
 * cap, and a warning still gets through while information is being shed.
 */
export class BoundedLogStream implements DestinationStream {
  /** Set by pino before each write (pino.metadata). */
  lastLevel = 0;
  private bufferedBytes = 0;
  private readonly infoCapBytes: number;
  private readonly dropped: LogDrops = { info: 0, warn: 0 };
  /** Every drop since the start (the metrics read them). */
  readonly droppedTotal: LogDrops = { info: 0, warn: 0 };

  constructor(
    private readonly sink: LogSink,
    readonly capBytes: number,
  ) {
    Object.defineProperty(this, PINO_METADATA, { value: true });
    this.infoCapBytes = infoShareOf(capBytes);
    sink.on('write', (bytes) => {
      this.bufferedBytes = Math.max(0, this.bufferedBytes - bytes);
    });
  }

  /** Bytes written to the sink that it has not handed on yet. */
  get buffered(): number {
    return this.bufferedBytes;
  }

  write(line: string): boolean {
    const bytes = Buffer.byteLength(line);
    const severe = this.lastLevel >= WARN;
    if (this.bufferedBytes + bytes > (severe ? this.capBytes : this.infoCapBytes)) {
      const kind = severe ? 'warn' : 'info';
      this.dropped[kind] += 1;
      this.droppedTotal[kind] += 1;
      return true;
    }
    this.bufferedBytes += bytes;
    this.sink.write(line);
    return true;
  }

  /** The drops since the last call (the periodic report). */
  takeDrops(): LogDrops {
    const drops = { ...this.dropped };
    this.dropped.info = 0;
    this.dropped.warn = 0;
    return drops;
  }

  /**
   * Every `everyMs`, a warn line through `log` when lines were dropped since the last one (the
   * line itself may be dropped too, if even the warnings' share is full: it is counted then, and
   * the next report carries it). Returns the stop.
   */
  reportDrops(
    log: { warn(details: object, message: string): void },
    everyMs = DROP_REPORT_MS,
  ): () => void {
    const timer = setInterval(() => {
      const drops = this.takeDrops();
      if (drops.info === 0 && drops.warn === 0) return;
      log.warn(
        { droppedLines: drops.info, droppedWarnLines: drops.warn, bufferedBytes: this.buffered },
        'log lines dropped: the log output is slower than the server',
      );
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  flushSync(): void {
    this.sink.flushSync?.();
  }

  flush(callback?: (error?: Error) => void): void {
    if (this.sink.flush) this.sink.flush(callback);
    else callback?.();
  }

  end(): void {
    this.sink.end?.();
  }
}

/** The part of the cap lines below warn may use; the rest is kept for warnings and errors. */
export function infoShareOf(capBytes: number): number {
  return Math.floor((capBytes * 3) / 4);
}

/**
 * Standard output, written asynchronously through SonicBoom (pino's `destination`, flushed when
 * the process exits) behind the bound. No `minLength`: a line leaves at once (a crash loses
 * nothing already logged), and under load SonicBoom batches by itself whatever arrives while a
 * write is under way.
 */
export function boundedStdout(capBytes: number): BoundedLogStream {
  return new BoundedLogStream(destination({ dest: 1, sync: false }), capBytes);
}
