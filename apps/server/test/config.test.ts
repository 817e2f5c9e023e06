import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_SHUTDOWN_DRAIN_MS,
  DEMO_VAPID_SUBJECT,
  EXPO_PUSH_API_URL,
  REPO_ROOT,
  loadConfig,
} from '../src/platform/config';
import { PRODUCTION_PUSH_ENV } from './helpers/build';

const tmp = () => mkdtempSync(join(tmpdir(), 'dama-config-'));

describe('loadConfig', () => {
  it('demo mode with no env: secrets generated once into DATA_DIR and reused', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.devLogin).toBe(true);
    expect(first.production).toBe(false);
    expect(first.dataEncryptionKey.current.key).toHaveLength(32);
    expect(first.dataEncryptionKey.old).toEqual([]);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.dataEncryptionKey.current.key.equals(first.dataEncryptionKey.current.key)).toBe(
      true,
    );
  });

  it('resolves the default DATA_DIR and web build against the repository root', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    });
    expect(config.dataDir).toBe(join(REPO_ROOT, '.data'));
    expect(config.webDistDir).toBe(join(REPO_ROOT, 'apps/web/dist'));
  });

  it('production: DEV_LOGIN off by default and the real providers', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      ...PRODUCTION_PUSH_ENV,
      KAKAO_APP_KEYS: 'a, b',
    });
    expect(config.devLogin).toBe(false);
    expect(config.kakao).toMatchObject({
      issuer: 'https://kauth.kakao.com',
      audiences: ['a', 'b'],
    });
    expect(config.apple.audiences).toEqual([]);
    expect(config.host).toBe('0.0.0.0');
  });

  it('listens on this machine only in demo mode or with the dev login, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tmp(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: tmp(), HOST: ' ' }).host).toBe('127.0.0.1');
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      ...PRODUCTION_PUSH_ENV,
    };
    expect(loadConfig({ ...production, DEV_LOGIN: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...production, HOST: '::' }).host).toBe('::');
  });

  it('SHUTDOWN_DRAIN_MS: 5 s in production, none in demo mode, unless set; a bad value is named', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      ...PRODUCTION_PUSH_ENV,
    };
    expect(loadConfig(production).shutdown).toEqual({ drainMs: DEFAULT_SHUTDOWN_DRAIN_MS });
    expect(DEFAULT_SHUTDOWN_DRAIN_MS).toBe(5000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdown.drainMs).toBe(0);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: ' ' }).shutdown.drainMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: tmp() }).shutdown.drainMs).toBe(0);
    expect(loadConfig({ DATA_DIR: tmp(), SHUTDOWN_DRAIN_MS: '15000' }).shutdown.drainMs).toBe(
      15_000,
    );
    for (const bad of ['-1', '2.5', 'soon', '120001']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), SHUTDOWN_DRAIN_MS: bad })).toThrow(
        /SHUTDOWN_DRAIN_MS/,
      );
    }
  });

  it('production without secrets refuses to start, naming the variables', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET[\s\S]*DATA_ENCRYPTION_KEY/,
    );
  });

  it('a bad variable is named', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tmp(), DEV_LOGIN: 'maybe' })).toThrow(/DEV_LOGIN/);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATA_ENCRYPTION_KEY: 'short' })).toThrow(
      /DATA_ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), APPLE_TEAM_ID: 'T' })).toThrow(/APPLE_KEY_ID/);
  });

  describe('push (decision 0060)', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    };

    it('demo mode: a VAPID pair generated once into DATA_DIR and reused; native pushes to the stand-in', () => {
      const dir = tmp();
      const first = loadConfig({ DATA_DIR: dir });
      expect(first.push.vapid.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(Buffer.from(first.push.vapid.privateKey, 'base64url')).toHaveLength(32);
      expect(first.push.vapid.subject).toBe(DEMO_VAPID_SUBJECT);
      expect(readFileSync(join(dir, 'vapid-keys'), 'utf8')).toContain(first.push.vapid.publicKey);
      expect(loadConfig({ DATA_DIR: dir }).push.vapid).toEqual(first.push.vapid);
      expect(first.push.expo).toEqual({ url: null, accessToken: null });
      expect(
        loadConfig({ DATA_DIR: dir, EXPO_PUSH_URL: 'http://127.0.0.1:9/push' }).push.expo.url,
      ).toBe('http://127.0.0.1:9/push');
    });

    it('production: the VAPID keys are required, named when missing', () => {
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY[\s\S]*VAPID_PRIVATE_KEY/);
      const config = loadConfig({ ...production, ...PRODUCTION_PUSH_ENV });
      expect(config.push.vapid).toEqual({
        publicKey: PRODUCTION_PUSH_ENV.VAPID_PUBLIC_KEY,
        privateKey: PRODUCTION_PUSH_ENV.VAPID_PRIVATE_KEY,
        subject: 'mailto:ops@dama.example',
      });
      // Expo's own push API, with the access token when one is set.
      expect(config.push.expo).toEqual({ url: EXPO_PUSH_API_URL, accessToken: null });
      expect(
        loadConfig({ ...production, ...PRODUCTION_PUSH_ENV, EXPO_ACCESS_TOKEN: 'tok' }).push.expo
          .accessToken,
      ).toBe('tok');
    });

    it('production: the subject is the https public origin unless set; else it is required', () => {
      const { VAPID_SUBJECT: _, ...keys } = PRODUCTION_PUSH_ENV;
      expect(
        loadConfig({ ...production, ...keys, PUBLIC_ORIGIN: 'https://dama.example' }).push.vapid
          .subject,
      ).toBe('https://dama.example');
      expect(() => loadConfig({ ...production, ...keys })).toThrow(/VAPID_SUBJECT/);
      expect(() => loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'ops@dama' })).toThrow(
        /VAPID_SUBJECT/,
      );
    });

    it('refuses a key alone, a malformed key and a public key of another pair', () => {
      const dir = tmp();
      const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = PRODUCTION_PUSH_ENV;
      expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY/);
      expect(() =>
        loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY }),
      ).toThrow(/VAPID_PUBLIC_KEY/);
      const other = loadConfig({ DATA_DIR: tmp() }).push.vapid.publicKey;
      expect(() =>
        loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: other, VAPID_PRIVATE_KEY }),
      ).toThrow(/VAPID_PUBLIC_KEY: VAPID_PRIVATE_KEY와 한 쌍/);
      expect(() => loadConfig({ DATA_DIR: dir, EXPO_PUSH_URL: 'exp.host' })).toThrow(
        /EXPO_PUSH_URL/,
      );
    });
  });

  describe('the counsellor', () => {
    const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmp(), ...env });

    it('no LLM_BASE_URL: the scripted counsellor, 40 ms between chunks by default', () => {
      const config = load({});
      expect(config.llm).toBeNull();
      expect(config.counsellor).toEqual({ scriptedDelayMs: 40 });
      expect(load({ LLM_BASE_URL: ' ' }).llm).toBeNull();
      expect(load({ SCRIPTED_REPLY_DELAY_MS: '0' }).counsellor.scriptedDelayMs).toBe(0);
    });

    it('LLM_BASE_URL with a model: kept, the base URL without its trailing slash', () => {
      expect(
        load({ LLM_BASE_URL: 'https://api.example.com/v1/', LLM_API_KEY: 'sk-1', LLM_MODEL: 'm' })
          .llm,
      ).toEqual({ baseUrl: 'https://api.example.com/v1', apiKey: 'sk-1', model: 'm' });
    });

    it('the key may be empty or absent (a local endpoint)', () => {
      const expected = { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: '', model: 'llama3' };
      const env = { LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' };
      expect(load(env).llm).toEqual(expected);
      expect(load({ ...env, LLM_API_KEY: '' }).llm).toEqual(expected);
    });

    it('refuses a bad URL, a base URL without a model, and a model or key without a base URL', () => {
      expect(() => load({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
      expect(() => load({ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
      expect(() => load({ LLM_BASE_URL: 'https://api.example.com/v1' })).toThrow(
        /LLM_MODEL: .*모델/,
      );
      expect(() => load({ LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
      expect(() => load({ LLM_API_KEY: 'sk-1' })).toThrow(/LLM_BASE_URL/);
    });

    it('refuses a negative or non-numeric SCRIPTED_REPLY_DELAY_MS', () => {
      expect(() => load({ SCRIPTED_REPLY_DELAY_MS: '-1' })).toThrow(/SCRIPTED_REPLY_DELAY_MS/);
      expect(() => load({ SCRIPTED_REPLY_DELAY_MS: 'fast' })).toThrow(/SCRIPTED_REPLY_DELAY_MS/);
    });
  });
});
