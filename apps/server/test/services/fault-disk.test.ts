import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readyMember, timedCall, type Outcome } from '../helpers/mixed-load';
import { api, startInstance, type Instance } from '../helpers/server-processes';

/**
 * Issue 36, the embedded database's disk full: a server on PGlite with DATA_DIR on a 64 MiB
 * tmpfs of this test's own (root mounts it; CI runs as root). The disk is filled to the last
 * byte, then members keep signing up and onboarding until writes are refused: each refusal is
 * 503/50300 in the envelope with Retry-After, reads still answer, and the server stays up. Then
 * the filler goes, the server restarts on the same folder, and every acknowledged write is there
 * and new writes work (decision 0077).
 */
const canMount = process.getuid?.() === 0 && process.platform === 'linux';

/** Writes zeros into `file` until the disk has no byte left. */
function fillDisk(file: string): number {
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 12, 1 << 9]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          written += writeSync(fd, chunk);
        } catch (error) {
          if ((error as { code?: string }).code !== 'ENOSPC') throw error;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

/** SIGTERM and wait, keeping DATA_DIR (stopInstance would remove it). */
async function stopKeepingData(instance: Instance): Promise<number | null> {
  if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
  return instance.exited;
}

describe.runIf(canMount)('the embedded database’s disk full', () => {
  const mountPoint = mkdtempSync(join(tmpdir(), 'dama-disk-'));
  let mounted = false;
  let server: Instance | undefined;

  afterAll(async () => {
    if (server) await stopKeepingData(server);
    if (mounted) execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }, 60_000);

  it('refuses writes with 503 while full; every acknowledged write is there after a restart', async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mountPoint]);
    mounted = true;
    const dataDir = join(mountPoint, 'data');
    const keep = (line: string) => line.includes('"dependency"');
    server = await startInstance({}, dataDir, keep);
    const first = await readyMember(server.url, '디스크');

    const filled = fillDisk(join(mountPoint, 'filler'));
    expect(statfsSync(mountPoint).bavail).toBe(0);

    // Members sign up and onboard (members, sessions, terms, the first room and its greeting)
    // until the database cannot grow, each from an address of its own (the per-IP limits).
    const acknowledged: Array<{ accessToken: string; nickname: string }> = [];
    const refusals: Outcome[] = [];
    const unexpected: Outcome[] = [];
    const terms = await api<{ list: Array<{ content: { termsId: number } }> }>(
      server.url,
      'GET',
      '/terms',
    );
    const agreed = terms.body.data!.list.map((t) => ({
      termsId: t.content.termsId,
      isAgreed: true,
    }));
    for (let i = 0; i < 400 && refusals.length < 5; i++) {
      const from = `127.0.2.${1 + (i % 250)}`;
      const nickname = `디${i}`;
      const issued = await timedCall(server.url, 'id-token', 'POST', '/dev/id-token', {
        body: { provider: 'KAKAO', subject: `disk-${i}` },
        from,
      });
      const login = await timedCall(server.url, 'sign-in', 'POST', '/login/kakao', {
        body: issued.data,
        from,
      });
      const token = (login.data as { accessToken?: string } | undefined)?.accessToken;
      const steps = [issued, login];
      if (login.status === 200 && token) {
        const onboarded = await timedCall(server.url, 'onboarding', 'POST', '/members/onboarding', {
          token,
          body: { terms: agreed, nickname },
          from,
        });
        steps.push(onboarded);
        if (onboarded.status === 200) acknowledged.push({ accessToken: token, nickname });
      }
      for (const step of steps) {
        if (step.status === 503) refusals.push(step);
        else if (step.status !== 200) unexpected.push(step);
      }
    }
    expect(unexpected, JSON.stringify(unexpected.slice(0, 3))).toEqual([]);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 503, code: 50300, envelope: true });
      expect(refusal.retryAfter).toMatch(/^\d+$/);
    }
    // Still up and reading.
    expect((await api(server.url, 'GET', '/members', { token: first.accessToken })).status).toBe(
      200,
    );
    expect(
      server.lines.some(
        (l) => l.includes('"msg":"database unavailable') && l.includes('"reason":"disk full'),
      ),
      server.lines.join('\n'),
    ).toBe(true);
    console.info(
      `disk full: ${(filled / 2 ** 20).toFixed(1)} MiB filler; ${acknowledged.length} members ` +
        `acknowledged, then ${refusals.length} writes refused (503, ${refusals
          .map((r) => r.ms)
          .join('/')} ms)`,
    );

    // Space freed, the server restarted on the same folder: everything acknowledged is there.
    rmSync(join(mountPoint, 'filler'));
    expect(await stopKeepingData(server)).toBe(0);
    const restarting = Date.now();
    server = await startInstance({}, dataDir, keep);
    console.info(`restarted on the same DATA_DIR in ${Date.now() - restarting} ms`);
    for (const member of [first, ...acknowledged]) {
      const me = await api<{ nickname: string }>(server.url, 'GET', '/members', {
        token: member.accessToken,
      });
      expect(me.status).toBe(200);
      expect(me.body.data?.nickname).toBe(member.nickname);
    }
    const after = await readyMember(server.url, '다시씀');
    expect((await api(server.url, 'GET', '/members', { token: after.accessToken })).status).toBe(
      200,
    );
  }, 180_000);
});
