import { describe, expect, it } from 'vitest';
import { BannerGate, bannerFromPush } from './banner';

const entry = {
  id: 9,
  kind: 'PARTNER_NUDGED' as const,
  title: '서연님이 콕 찔렀어요',
  body: '오늘의 질문에 답해 보세요',
  link: '/question',
};

describe('the in-app banner', () => {
  it('shows each notification once, live or as a foreground push', () => {
    const gate = new BannerGate();
    expect(gate.admit(entry, '/', '')).toBe(true);
    expect(gate.admit(entry, '/', '')).toBe(false);
    const push = bannerFromPush({
      notificationId: 9,
      kind: 'PARTNER_NUDGED',
      title: entry.title,
      body: entry.body,
      link: '/question',
    });
    expect(push).toEqual(entry);
    expect(gate.admit(push!, '/', '')).toBe(false);
  });

  it('stays away on the screen the notification opens', () => {
    expect(new BannerGate().admit(entry, '/question', '?selectedLevel=3')).toBe(false);
    expect(new BannerGate().admit(entry, '/history', '')).toBe(true);
  });

  it('ignores a foreground push that is not ours', () => {
    expect(bannerFromPush({ title: 'hi' })).toBeNull();
    expect(bannerFromPush(null)).toBeNull();
  });
});
