import type { Metrics, Sample } from '../metrics';

/** The shared services an instance depends on (decision 0077). */
export type Dependency = 'database' | 'redis';

export interface DependencyLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** What a member sees while a dependency is down: the operator's line says it in words. */
const WHILE_DOWN: Record<Dependency, string> = {
  database: 'database unavailable: requests that need it answer 503 (Retry-After) until it is back',
  redis:
    'redis unreachable: serving degraded (events only through the stored replay, limits per instance, read cache bypassed) until it is back',
};

const BACK: Record<Dependency, string> = {
  database: 'database is back: serving normally',
  redis:
    'redis is back: serving normally (streams catch up from the stored events, read cache emptied)',
};

interface State {
  up: boolean;
  since: number;
  outages: number;
}

/**
 * Whether each dependency is up, as this instance last saw it. Every change is one log line an
 * operator can read (`database unavailable: …` with the reason, `database is back: …` with how
 * long it was away), never one per failed request, and the metrics read it at scrape time:
 * `dama_dependency_up{dependency}` (1 up, 0 down) and `dama_dependency_outages_total{dependency}`.
 */
export class DependencyStates {
  private readonly states = new Map<Dependency, State>();
  private readonly listeners = new Set<(name: Dependency, up: boolean) => void>();

  constructor(
    private readonly log: DependencyLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts tracking a dependency (up: the app started with it). */
  track(name: Dependency): void {
    if (!this.states.has(name)) this.states.set(name, { up: true, since: this.now(), outages: 0 });
  }

  isUp(name: Dependency): boolean {
    return this.states.get(name)?.up ?? true;
  }

  /** The dependency failed (`reason`: a code or a class, never a statement or a secret). */
  down(name: Dependency, reason: string): void {
    const state = this.states.get(name);
    if (!state || !state.up) return;
    state.up = false;
    state.since = this.now();
    state.outages += 1;
    this.log.warn({ dependency: name, reason }, WHILE_DOWN[name]);
    this.emit(name, false);
  }

  /** The dependency answers again. */
  up(name: Dependency): void {
    const state = this.states.get(name);
    if (!state || state.up) return;
    const downForMs = this.now() - state.since;
    state.up = true;
    state.since = this.now();
    this.log.info({ dependency: name, downForMs }, BACK[name]);
    this.emit(name, true);
  }

  /** Told of every change (after its log line). */
  onChange(listener: (name: Dependency, up: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(name: Dependency, up: boolean): void {
    for (const listener of this.listeners) listener(name, up);
  }

  /** `dama_dependency_up` and `dama_dependency_outages_total`, read at scrape time. */
  registerMetrics(metrics: Metrics): void {
    const each = <T>(value: (state: State) => T) =>
      [...this.states].map(([name, state]): Sample<'dependency'> => [
        { dependency: name },
        Number(value(state)),
      ]);
    metrics.samples(
      'dama_dependency_up',
      'Whether this instance reaches the dependency now: 1 up, 0 down (decision 0077).',
      ['dependency'],
      () => Promise.resolve(each((state) => state.up)),
    );
    metrics.countersFrom(
      'dama_dependency_outages_total',
      'Times this instance lost the dependency since it started.',
      ['dependency'],
      () => each((state) => state.outages),
    );
  }
}
