import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../../src/platform/config';

/** Debian's nginx (`scripts/ensure-nginx.sh` installs it for `npm run test:services`). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The production proxy rules (docs/DEPLOY.md), included as they are. */
export const PROXY_RULES = resolve(REPO_ROOT, 'deploy/nginx/proxy.conf');

export interface Proxy {
  url: string;
  /** `nginx -s reload`: new workers take new connections, open ones stay with the old workers. */
  reload(): void;
  /**
   * What an orchestrator does when an instance leaves or joins (docs/DEPLOY.md): the upstream
   * list rewritten, then a reload.
   */
  setUpstreams(upstreams: readonly string[]): void;
  stop(): Promise<void>;
}

export interface ProxyOptions {
  /**
   * Adds `X-Upstream-Addr` and `X-Upstream-Status` to every answer (nginx's `$upstream_addr`,
   * `$upstream_status`: each instance tried, in order), so a test sees which instance answered
   * and whether nginx tried another first. Not part of the deployed rules.
   */
  showUpstream?: boolean;
  /**
   * Parameters of each `server` line, as deploy/nginx/site.conf sets them (`max_fails=2
   * fail_timeout=2s`); default none (nginx's max_fails=1 fail_timeout=10s).
   */
  serverParams?: string;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? done(address.port)
          : fail(new Error('no free port')),
      );
    });
  });
}

/** nginx on a free port of 127.0.0.1 in front of `upstreams` (`http://127.0.0.1:port`). */
export async function startProxy(
  upstreams: readonly string[],
  options: ProxyOptions = {},
): Promise<Proxy> {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: run scripts/ensure-nginx.sh`);
  const dir = mkdtempSync(join(tmpdir(), 'dama-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  const observe = options.showUpstream
    ? `    add_header X-Upstream-Addr $upstream_addr always;
    add_header X-Upstream-Status $upstream_status always;
`
    : '';
  const write = (list: readonly string[]) => {
    const params = options.serverParams ? ` ${options.serverParams}` : '';
    const servers = list.map((url) => `    server ${new URL(url).host}${params};`).join('\n');
    writeFileSync(
      conf,
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream dama {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
${observe}    include ${PROXY_RULES};
  }
}
`,
    );
  };
  write(upstreams);
  const child: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'inherit' });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    reload: () => child.kill('SIGHUP'),
    setUpstreams: (list) => {
      write(list);
      child.kill('SIGHUP');
    },
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
