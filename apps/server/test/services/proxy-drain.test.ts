import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers/database';
import { startProxy, type Proxy } from '../helpers/nginx';
import {
  sharedServices,
  signInThrough,
  startInstance,
  stopInstance,
  type Instance,
  type Member,
  type SharedServices,
} from '../helpers/server-processes';

/**
 * Deploys through nginx (deploy/nginx/proxy.conf, docs/DEPLOY.md; decision 0047): a draining
 * instance's 503 is answered by the other instance when nginx may repeat the request (never a
 * PATCH or POST it already sent), and a rolling restart — SIGTERM, the orchestrator seeing
 * `/api/ready` 503 and taking the instance out of the upstream — loses no request, reads and
 * writes alike. nginx adds `X-Upstream-Addr`/`X-Upstream-Status` here (test only): every
 * instance it tried, in order.
 */
describe.runIf(usePostgres)('draining instances behind nginx', () => {
  let services: SharedServices;
  let env: Record<string, string>;
  /** The instance that stays up. */
  let b: Instance;
  let member: Member;
  const instances: Instance[] = [];
  const proxies: Proxy[] = [];

  beforeAll(async () => {
    services = await sharedServices();
    env = { ...services.env, TRUST_PROXY: '127.0.0.1' };
    b = await startInstance(env);
    instances.push(b);
    member = await signInThrough(b.url);
  }, 120_000);
  afterAll(async () => {
    for (const proxy of proxies) await proxy.stop();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await services?.drop();
  }, 60_000);

  async function proxyFor(upstreams: string[]): Promise<Proxy> {
    const proxy = await startProxy(upstreams, { showUpstream: true });
    proxies.push(proxy);
    return proxy;
  }

  async function startDraining(drainMs: number): Promise<Instance> {
    const instance = await startInstance({ ...env, SHUTDOWN_DRAIN_MS: String(drainMs) });
    instances.push(instance);
    return instance;
  }

  interface Answer {
    status: number;
    code: number | undefined;
    /** The instances nginx tried (host:port), in order; the last one answered. */
    tried: string[];
    upstreamStatus: string;
  }

  let sourceAddress = 0;
  /**
   * One request through the proxy on a new connection, from the next loopback address (the
   * per-IP limit counts the client's address, which nginx passes on: no address nears it).
   */
  function through(proxy: Proxy, method: string, path: string, body?: unknown): Promise<Answer> {
    const n = sourceAddress++;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        `${proxy.url}/api${path}`,
        {
          method,
          agent: false,
          localAddress: `127.0.${1 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}`,
          headers: {
            authorization: `Bearer ${member.accessToken}`,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            let code: number | undefined;
            try {
              code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: number }).code;
            } catch {
              code = undefined; // nginx's own error page
            }
            resolve({
              status: res.statusCode ?? 0,
              code,
              tried: String(res.headers['x-upstream-addr'] ?? '').split(/,\s*/),
              upstreamStatus: String(res.headers['x-upstream-status'] ?? ''),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  const host = (url: string) => new URL(url).host;
  const readyStatus = async (instance: Instance) => {
    try {
      return (await fetch(`${instance.url}/api/ready`)).status;
    } catch {
      return 0; // not listening
    }
  };
  /** Whether a new TCP connection to the instance's port is accepted. */
  function accepts(instance: Instance): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: Number(new URL(instance.url).port) });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }
  async function until(condition: () => Promise<boolean>, withinMs: number): Promise<void> {
    const end = performance.now() + withinMs;
    while (!(await condition())) {
      if (performance.now() > end) throw new Error(`not within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a draining instance answers 503 on /api/ready; nginx sends the request on to the other, which answers 200', async () => {
    const a = await startDraining(10_000);
    const proxy = await proxyFor([a.url, b.url]);
    a.child.kill('SIGTERM');
    await until(async () => (await readyStatus(a)) === 503, 5000);

    const answers: Answer[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await through(proxy, 'GET', '/ready'));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.tried.at(-1)).toBe(host(b.url));
    }
    // The one nginx sent to the draining instance first: its 503, then the other's 200.
    expect(answers.map((answer) => answer.tried.join(','))).toContain(
      `${host(a.url)},${host(b.url)}`,
    );
    expect(answers.map((answer) => answer.upstreamStatus)).toContain('503, 200');
    expect(await a.exited).toBe(0);
  }, 120_000);

  it('a PATCH that met a closing instance is not repeated on the other (nginx default); a GET is', async () => {
    // A closing instance as nginx meets it: every API request answered 503/50300 with
    // `Connection: close` (http/closing.ts); /api/health 200 so the proxy's start-up probe does
    // not put it out of rotation first.
    const seen: string[] = [];
    const closing: Server = createServer((req, res) => {
      if (req.url === '/api/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":20000}');
        return;
      }
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () =>
        res
          .writeHead(503, { 'content-type': 'application/json', connection: 'close' })
          .end('{"code":50300,"message":"closing"}'),
      );
    });
    await new Promise<void>((done) => closing.listen(0, '127.0.0.1', done));
    const address = closing.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const closingUrl = `http://127.0.0.1:${address.port}`;
    try {
      const proxy = await proxyFor([closingUrl, b.url]);
      // Round robin: within two requests one is sent to the closing instance.
      const patches: Answer[] = [];
      for (let i = 0; i < 2; i += 1) {
        patches.push(await through(proxy, 'PATCH', '/members', { nickname: `drain${i}` }));
      }
      const met = patches.filter((answer) => answer.tried.includes(host(closingUrl)));
      expect(met).toHaveLength(1);
      expect(met[0]).toMatchObject({ status: 503, code: 50300, tried: [host(closingUrl)] });
      expect(seen).toEqual(['PATCH /api/members']);
      expect(patches.filter((answer) => answer.status === 200)).toHaveLength(1);

      // Fresh workers forget the failure; a GET that meets the closing instance is repeated.
      proxy.reload();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const gets: Answer[] = [];
      for (let i = 0; i < 2; i += 1) gets.push(await through(proxy, 'GET', '/members'));
      for (const answer of gets) expect(answer.status).toBe(200);
      expect(gets.map((answer) => answer.tried.join(','))).toContain(
        `${host(closingUrl)},${host(b.url)}`,
      );
      expect(seen).toEqual(['PATCH /api/members', 'GET /api/members']);
    } finally {
      await new Promise((done) => closing.close(done));
    }
  }, 60_000);

  it('a rolling restart loses no request: reads and writes through the proxy all 2xx across a SIGTERM', async () => {
    const a = await startDraining(5000);
    const proxy = await proxyFor([a.url, b.url]);
    const answers: Array<Answer & { at: number }> = [];
    const failures: string[] = [];
    let running = true;
    const stream = async (method: 'GET' | 'PATCH', lane: number) => {
      for (let i = 0; running; i += 1) {
        try {
          const body = method === 'PATCH' ? { nickname: `r${lane}x${i % 1000}` } : undefined;
          answers.push({ ...(await through(proxy, method, '/members', body)), at: Date.now() });
        } catch (error) {
          failures.push(`${method}: ${String(error)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    // The orchestrator: polls the instance's own /api/ready and, once it is not ready, takes it
    // out of nginx's upstream (rewrite, reload), as docs/DEPLOY.md tells.
    let removedAt = 0;
    let listeningWhenRemoved = false;
    const orchestrator = (async () => {
      while (running && removedAt === 0) {
        if ((await readyStatus(a)) !== 200) {
          proxy.setUpstreams([b.url]);
          removedAt = Date.now();
          listeningWhenRemoved = await accepts(a);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const lanes = [stream('GET', 0), stream('GET', 1), stream('PATCH', 2), stream('PATCH', 3)];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const sigterm = Date.now();
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all([...lanes, orchestrator]);

    expect(failures).toEqual([]);
    const bad = answers.filter((answer) => answer.status < 200 || answer.status >= 300);
    expect(bad).toEqual([]);
    // Both instances served before the SIGTERM, writes included; the instance was taken out.
    const before = answers.filter((answer) => answer.at < sigterm);
    expect(before.filter((answer) => answer.tried.at(-1) === host(a.url)).length).toBeGreaterThan(
      0,
    );
    expect(answers.length).toBeGreaterThan(100);
    // It left the rotation while it still served (the drain); without one, its port was gone
    // first, and a write on a connection nginx held open could meet its 503 and be lost.
    expect(removedAt).toBeGreaterThanOrEqual(sigterm);
    expect(listeningWhenRemoved).toBe(true);
  }, 120_000);
});
