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
  stop(): Promise<void>;
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
export async function startProxy(upstreams: readonly string[]): Promise<Proxy> {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: run scripts/ensure-nginx.sh`);
  const dir = mkdtempSync(join(tmpdir(), 'dama-nginx-'));
  const port = await freePort();
  const servers = upstreams.map((url) => `    server ${new URL(url).host};`).join('\n');
  const conf = join(dir, 'nginx.conf');
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
    include ${PROXY_RULES};
  }
}
`,
  );
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
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
