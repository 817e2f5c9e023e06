import { describe, expect, it } from 'vitest';
import { pickWindow, readPushData, shouldShowPush, type WindowInfo } from './push-decision';

const push = {
  notificationId: 7,
  kind: 'PARTNER_ANSWERED',
  title: '서연님이 오늘의 질문에 답했어요',
  body: '나도 답하고 서로의 답변을 확인해 보세요',
  link: '/question/see-answer?coupleQuestionId=3',
};

function win(url: string, focused: boolean, visible = true): WindowInfo {
  return {
    url: `https://dama.example${url}`,
    focused,
    visibilityState: visible ? 'visible' : 'hidden',
  };
}

describe('the service worker', () => {
  it('reads only our payloads, with an app path for a link', () => {
    expect(readPushData(push)).toEqual(push);
    expect(readPushData({ ...push, link: 'https://evil.example/' })).toBeNull();
    expect(readPushData({ ...push, link: '//evil.example/' })).toBeNull();
    expect(readPushData({ ...push, notificationId: '7' })).toBeNull();
    expect(readPushData('text')).toBeNull();
    expect(readPushData(null)).toBeNull();
  });

  it('shows a push unless a focused, visible window is on its screen', () => {
    expect(shouldShowPush(push, [])).toBe(true);
    expect(shouldShowPush(push, [win('/question/see-answer?coupleQuestionId=3', true)])).toBe(
      false,
    );
    // Open there but in the background, or another screen in the foreground: shown.
    expect(shouldShowPush(push, [win('/question/see-answer?coupleQuestionId=3', false)])).toBe(
      true,
    );
    expect(
      shouldShowPush(push, [win('/question/see-answer?coupleQuestionId=3', true, false)]),
    ).toBe(true);
    expect(shouldShowPush(push, [win('/', true)])).toBe(true);
  });

  it('opens a tap in the focused window, else a visible one, else any', () => {
    const hidden = win('/', false, false);
    const visible = win('/history', false);
    const focused = win('/question', true);
    expect(pickWindow([hidden, visible, focused])).toBe(focused);
    expect(pickWindow([hidden, visible])).toBe(visible);
    expect(pickWindow([hidden])).toBe(hidden);
    expect(pickWindow([])).toBeNull();
  });
});
