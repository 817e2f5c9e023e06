import { describe, expect, it } from 'vitest';
import { CoupleCode, isCoupleCode, LinkCoupleBody, normalizeCoupleCode } from './couples';

describe('the invite code rule (one rule for the web and the server)', () => {
  it('takes what people paste: spaces, hyphens, lower case, full-width', () => {
    expect(normalizeCoupleCode(' fp5-jap 8 ')).toBe('FP5JAP8');
    expect(normalizeCoupleCode('FP5–JAP8')).toBe('FP5JAP8');
    expect(normalizeCoupleCode('ＦＰ５ＪＡＰ８')).toBe('FP5JAP8');
    expect(isCoupleCode('ab-12 cd3')).toBe(true);
  });

  it('refuses what is not seven letters or digits once normalised', () => {
    expect(isCoupleCode('AB-12CD')).toBe(false);
    expect(isCoupleCode('AB12CD!')).toBe(false);
    expect(isCoupleCode('AB12CD34')).toBe(false);
  });

  it('is what the link request body reads', () => {
    expect(LinkCoupleBody.parse({ coupleCode: 'ab-12 cd3' })).toEqual({ coupleCode: 'AB12CD3' });
    expect(CoupleCode.safeParse('AB-12CD').success).toBe(false);
  });
});
