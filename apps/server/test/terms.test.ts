import { endpoints } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { ok } from './helpers/http';
import { TermsRepository } from '../src/modules/terms';
import { TERMS_V1 } from '../src/modules/terms/content';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/terms', () => {
  it('lists the four terms in the contract order, public, version 1, MARKETING optional', async () => {
    const data = ok(await t.app.inject({ method: 'GET', url: '/api/terms' }), endpoints.getTerms);
    expect(data.size).toBe(4);
    expect(data.totalCount).toBe(4);
    expect(data.list.map((i) => i.termsType)).toEqual([
      'AGE_VERIFICATION',
      'SERVICE_USAGE',
      'PRIVACY_POLICY',
      'MARKETING',
    ]);
    expect(data.list.map((i) => i.content.isRequired)).toEqual([true, true, true, false]);
    for (const item of data.list) {
      expect(item.content.version).toBe(1);
      expect(item.content.title).toMatch(/[가-힣]/);
      const types = new Set(item.content.details.map((d) => d.type));
      expect(types).toEqual(new Set(['TITLE', 'SUBTITLE', 'CONTENT']));
    }
    const privacy = data.list[2]?.content.details.map((d) => d.content).join('\n') ?? '';
    for (const word of ['닉네임', '이메일', '채팅', '암호화', '탈퇴', '문의'])
      expect(privacy).toContain(word);
  });

  it('seeding again (a restart) adds nothing, and a newer version replaces the old in the list', async () => {
    const repo = new TermsRepository(t.database.db);
    await repo.seed(TERMS_V1);
    const before = ok(await t.app.inject({ method: 'GET', url: '/api/terms' }), endpoints.getTerms);
    expect(before.size).toBe(4);
    const marketing = TERMS_V1[3]!;
    await repo.seed([{ ...marketing, version: 2, title: '마케팅 정보 수신 동의 (개정)' }]);
    const after = ok(await t.app.inject({ method: 'GET', url: '/api/terms' }), endpoints.getTerms);
    expect(after.size).toBe(4);
    expect(after.list[3]?.content).toMatchObject({
      version: 2,
      title: '마케팅 정보 수신 동의 (개정)',
    });
    expect(after.list[3]?.content.termsId).not.toBe(before.list[3]?.content.termsId);
  });
});
