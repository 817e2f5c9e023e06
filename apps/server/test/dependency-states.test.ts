import { describe, expect, it } from 'vitest';
import { DatabaseWatch, DependencyStates } from '../src/platform/dependencies';
import { databaseUnavailable } from '../src/platform/db/unavailable';
import { Metrics } from '../src/platform/metrics';

function recordingLog() {
  const lines: Array<{ level: string; message: string; details: object }> = [];
  return {
    lines,
    log: {
      warn: (details: object, message: string) => lines.push({ level: 'warn', message, details }),
      info: (details: object, message: string) => lines.push({ level: 'info', message, details }),
    },
  };
}

describe('databaseUnavailable (decision 0077)', () => {
  it('names a stopped, restarting, unreachable or full database, through drizzle’s cause', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(databaseUnavailable(refused)).toBe('ECONNREFUSED');
    expect(databaseUnavailable(new Error('Failed query', { cause: refused }))).toBe('ECONNREFUSED');
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(databaseUnavailable(shutdown)).toBe('SQLSTATE 57P01');
    expect(databaseUnavailable(Object.assign(new Error('x'), { code: '57P03' }))).toBe(
      'SQLSTATE 57P03',
    );
    expect(databaseUnavailable(Object.assign(new Error('x'), { code: '08006' }))).toBe(
      'SQLSTATE 08006',
    );
    expect(databaseUnavailable(Object.assign(new Error('disk'), { code: '53100' }))).toBe(
      'disk full (53100)',
    );
    expect(databaseUnavailable(new Error('could not extend file: No space left on device'))).toBe(
      'disk full (ENOSPC)',
    );
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(
      'Connection terminated',
    );
    expect(databaseUnavailable(new Error('timeout expired'))).toBe('connect timeout');
  });

  it('leaves the statement’s own errors alone', () => {
    expect(databaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBeNull();
    expect(databaseUnavailable(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBeNull();
    expect(databaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBeNull();
    expect(databaseUnavailable(new Error('request timeout expired later'))).toBeNull();
    expect(databaseUnavailable(null)).toBeNull();
  });
});

describe('DependencyStates and DatabaseWatch', () => {
  it('logs each change once, with the reason and how long it lasted; metrics read it', async () => {
    let now = 1_000;
    const { lines, log } = recordingLog();
    const states = new DependencyStates(log, () => now);
    const metrics = new Metrics(true);
    states.registerMetrics(metrics);
    let answers = false;
    const watch = new DatabaseWatch(
      { ping: () => (answers ? Promise.resolve() : Promise.reject(new Error('down'))) },
      states,
    );
    const changed = new Promise<void>((resolve) => states.onChange((_n, up) => up && resolve()));

    expect(watch.report(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(states.isUp('database')).toBe(true);
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    expect(watch.report(refused)).toBe(true);
    expect(watch.report(refused)).toBe(true);
    expect(states.isUp('database')).toBe(false);
    expect(await metrics.text()).toContain('dama_dependency_up{dependency="database"} 0');
    now = 21_000;
    answers = true;
    await changed;
    watch.stop();
    expect(lines.map(({ level, details }) => ({ level, details }))).toEqual([
      { level: 'warn', details: { dependency: 'database', reason: 'ECONNREFUSED' } },
      { level: 'info', details: { dependency: 'database', downForMs: 20_000 } },
    ]);
    expect(lines[0]?.message).toMatch(/^database unavailable: requests .* answer 503/);
    expect(lines[1]?.message).toMatch(/^database is back/);
    const text = await metrics.text();
    expect(text).toContain('dama_dependency_up{dependency="database"} 1');
    expect(text).toContain('dama_dependency_outages_total{dependency="database"} 1');
  });
});
