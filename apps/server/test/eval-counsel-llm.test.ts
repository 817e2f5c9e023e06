import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEngine, EngineChoiceError } from '../../../eval/counsel/lib/engine';
import type { FakeLlmServer } from './helpers/fake-llm-server';
import { type ScriptedModelCounts, startScriptedModel } from './helpers/scripted-llm';

/**
 * `npm run eval:counsel -- --engine=llm` end to end against a scripted OpenAI-compatible model
 * (issue 35): the eval's own runner, in its own process, plays the first corpus sentence and
 * scenario of each split through the real server on the openai engine, and prints the same
 * report naming the engine and model. Without the model's settings it says what to set.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');

function runEval(args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; out: string; err: string }>((done, fail) => {
    const child = spawn(TSX, ['eval/counsel/run.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, LLM_BASE_URL: '', LLM_API_KEY: '', LLM_MODEL: '', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (part: Buffer) => (out += part.toString('utf8')));
    child.stderr.on('data', (part: Buffer) => (err += part.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

let model: FakeLlmServer & { counts: ScriptedModelCounts };
beforeAll(async () => {
  model = await startScriptedModel();
});
afterAll(() => model.close());

describe('npm run eval:counsel -- --engine=llm', () => {
  it('runs the corpus and scenarios through the model and writes the same table', async () => {
    const { code, out, err } = await runEval(['--engine=llm', '--limit=1'], {
      LLM_BASE_URL: model.url,
      LLM_API_KEY: 'eval-test-key',
      LLM_MODEL: 'scripted-eval-model',
    });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('tune: 1 risk sentences');
    expect(out).toContain('tune: 1 signs sentences');
    expect(out).toContain('1 scenarios');
    expect(out).toMatch(
      /Commit .*; the openai engine with model `scripted-eval-model` at 127\.0\.0\.1:\d+\./,
    );
    expect(out).toContain('### Risk corpus');
    expect(out).toContain('### Figures');
    expect(out).toContain('0 conversations failed');
    expect(out).toContain('the first 1 of each set');
    // The model was really asked: streamed replies, the judge's and the summary's JSON calls.
    expect(model.counts.replies).toBeGreaterThan(0);
    expect(model.counts.judges).toBeGreaterThan(0);
    expect(model.counts.summaries).toBeGreaterThan(0);
    expect(model.counts.other).toBe(0);
    expect(model.requests.every((r) => r.headers.authorization === 'Bearer eval-test-key')).toBe(
      true,
    );
  }, 120_000);

  it('says what to set when the model’s settings are missing (the runner then exits 1)', () => {
    const env = { LLM_BASE_URL: model.url, LLM_API_KEY: 'k', LLM_MODEL: 'm' };
    expect(chooseEngine(['--engine=llm'], env)).toEqual({
      kind: 'llm',
      llm: { baseUrl: model.url, apiKey: 'k', model: 'm' },
    });
    expect(chooseEngine([], env)).toEqual({ kind: 'scripted' });
    expect(() => chooseEngine(['--engine=llm'], { LLM_BASE_URL: model.url })).toThrow(
      /--engine=llm needs LLM_API_KEY, LLM_MODEL/,
    );
    expect(() => chooseEngine(['--engine=llm'], { ...env, LLM_BASE_URL: 'not a url' })).toThrow(
      EngineChoiceError,
    );
    expect(() => chooseEngine(['--engine=gpt'], env)).toThrow(/--engine=scripted \(default\)/);
  });
});
