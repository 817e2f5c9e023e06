import { describe, expect, it } from 'vitest';
import { josa } from './korean';

describe('josa', () => {
  it('computes 이에요/예요 after codes from how they are read', () => {
    expect(josa('FP5JAP8', '이에요/예요')).toBe('FP5JAP8이에요');
    expect(josa('AB12CD3', '이에요/예요')).toBe('AB12CD3이에요');
    expect(josa('AB12CD2', '이에요/예요')).toBe('AB12CD2예요');
    expect(josa('민수', '이에요/예요')).toBe('민수예요');
    expect(josa('지민', '이에요/예요')).toBe('지민이에요');
  });

  it('keeps the other particles as the counsellor uses them', () => {
    expect(josa('서울', '으로/로')).toBe('서울로');
    expect(josa('Tom', '이/가')).toBe('Tom이');
    expect(josa('Alex', '은/는')).toBe('Alex는');
  });
});
