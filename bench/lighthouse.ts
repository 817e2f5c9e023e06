// DESIGN 15: Lighthouse mobile performance ≥ 95 for the first screen, home and chat. Lighthouse
// 12 (the last major that runs on Node 20) drives Debian's Chromium through puppeteer-core, with
// its default mobile settings: a Moto G Power-sized screen, simulated slow 4G (150 ms RTT,
// 1.6 Mbps) and a 4× slower CPU. The web app is a production build (scripts/build-web.mjs) served
// by a real server process. `/intro` is opened as a first-time visitor; home (`/`) and chat
// (`/chat`) as an onboarded member linked to a partner, signed in through the token the browser
// keeps in local storage (as outside the app shell). The member's everyday screens are measured:
// the couple-connected news was read and the chat tutorial seen, so neither one-off modal covers
// them (BENCHMARKS "2026-11-26"). The HTTP cache is cleared before each run, so every page is a
// first load. Each page runs RUNS times; the median score is the figure.
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium';
import { buildWeb } from './initial-js';
import { BenchApi } from './lib/api';
import { benchMember, linkCouple, readNotifications } from './lib/members';
import type { BenchRow } from './lib/row';
import { startServer } from './lib/server';

const ROOT = resolve(import.meta.dirname, '..');
export const LIGHTHOUSE_BUDGET = 95;
const RUNS = 3;

interface PageRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function lighthouseScores(log: (line: string) => void): Promise<BenchRow[]> {
  buildWeb(log);
  const server = await startServer({ WEB_DIST_DIR: resolve(ROOT, 'apps/web/dist') });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const api = new BenchApi(server.origin);
    const token = await benchMember(api, 1);
    await linkCouple(api, token, await benchMember(api, 2));
    await readNotifications(api, token);

    const pages = [
      { path: '/intro', label: '`/intro`, first-time visitor', token: null },
      { path: '/', label: 'home `/`, signed-in member', token },
      { path: '/chat', label: 'chat `/chat`, signed-in member', token },
    ];
    const rows: BenchRow[] = [];
    for (const target of pages) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        log(`lighthouse ${target.path} (${i + 1}/${RUNS}) …`);
        runs.push(await audit(browser, server.origin, target.path, target.token));
      }
      const score = median(runs.map((run) => run.score));
      const best = runs.find((run) => run.score === score) ?? runs[0]!;
      rows.push({
        what: `Lighthouse mobile performance, ${target.label} (median of ${RUNS})`,
        budget: `≥ ${LIGHTHOUSE_BUDGET}`,
        measured:
          `${score} (runs ${runs.map((run) => run.score).join(', ')}; FCP ${sec(best.fcp)}, ` +
          `LCP ${sec(best.lcp)}, TBT ${Math.round(best.tbt)} ms, CLS ${best.cls.toFixed(3)})`,
        met: score >= LIGHTHOUSE_BUDGET,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function audit(
  browser: Awaited<ReturnType<typeof puppeteer.launch>>,
  origin: string,
  path: string,
  token: string | null,
): Promise<PageRun> {
  const page = await browser.newPage();
  try {
    // Storage: the member's token and the tutorial seen (or nothing); cache: empty, so the page
    // loads as a first visit.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((value) => {
      window.localStorage.clear();
      if (value) {
        window.localStorage.setItem('accessToken', value);
        window.localStorage.setItem('chat_tutorial_seen', 'true');
      }
    }, token);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();

    const result = await lighthouse(
      `${origin}${path}`,
      { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    const { lhr } = result;
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await page.close();
  }
}
