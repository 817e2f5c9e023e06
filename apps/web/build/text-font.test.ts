// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTextFont, textCodePoints, TEXT_SOURCES } from './text-font.ts';

const dir = mkdtempSync(join(tmpdir(), 'text-font-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'screen'));
writeFileSync(join(dir, 'screen/home.tsx'), "export const title = '오늘의 질문 · D-100';");
writeFileSync(join(dir, 'screen/home.test.tsx'), "it('테스트만의 글자', () => {});");
writeFileSync(join(dir, 'screen/notes.md'), '서류 봉투');

const points = (text: string) => [...text].map((char) => char.codePointAt(0)!);

describe('the app’s own cut of Pretendard (decision 0033)', () => {
  it('holds printable ASCII and every character of the sources, not of their tests or other files', () => {
    const found = new Set(textCodePoints([dir]));
    for (const point of points('오늘의 질문·D-100~ ')) expect(found).toContain(point);
    for (const point of points('테스트만서류봉투')) expect(found).not.toContain(point);
    expect(found).not.toContain(0x0a); // a line break is no glyph
  });

  it('is a WOFF2 font far smaller than Pretendard, built from the app’s sources', async () => {
    const font = await buildTextFont([dir]);
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThan(40_000);
  });

  it('is rebuilt when any of its sources changes: each is an input of scripts/build-web.mjs', () => {
    const script = readFileSync(new URL('../../../scripts/build-web.mjs', import.meta.url), 'utf8');
    const inputs = script.slice(script.indexOf('const INPUTS = ['), script.indexOf('];'));
    for (const dir of TEXT_SOURCES) expect(inputs).toContain(`'${dir}'`);
  });
});
