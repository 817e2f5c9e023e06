import type { Outcome } from './mixed-load';
import type { Instance } from './server-processes';

/** The metrics token the fault tests start their instances with. */
export const METRICS_TOKEN = 'fault-test-metrics-token-0123456789abcdef';

/** Whether an instance's `/metrics` holds `line` exactly (dependency state, outage counts). */
export async function metric(instance: Instance, line: string): Promise<boolean> {
  const res = await fetch(`${instance.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return (await res.text()).split('\n').includes(line);
}

/** Polls `check` until it holds (another process's state, which we cannot subscribe to). */
export async function until(check: () => Promise<boolean>, withinMs: number, what: string) {
  const deadline = Date.now() + withinMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A request the member saw fail: a 5xx, or no answer at all. */
export const failed = (o: Outcome) => o.status >= 500 || o.status === 0;
