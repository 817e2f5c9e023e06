import { describe, expect, it } from 'vitest';
import { encodeSsePayload, isSseEventName, parseSsePayload } from './sse';

describe('live-stream payloads', () => {
  it('round-trips each kind of payload', () => {
    expect(
      parseSsePayload('chat_response', encodeSsePayload('chat_response', '안녕\n반가워')),
    ).toBe('안녕\n반가워');
    expect(parseSsePayload('ai_response_id', encodeSsePayload('ai_response_id', 42))).toBe(42);
    const connected = { coupleId: 3, notificationId: 9, partnerNickname: '민지' };
    expect(
      parseSsePayload('couple_connected', encodeSsePayload('couple_connected', connected)),
    ).toEqual(connected);
    const updated = { coupleId: 3, nickname: '민지', startLoveDate: '2024-02-14' };
    expect(
      parseSsePayload('partner_updated', encodeSsePayload('partner_updated', updated)),
    ).toEqual(updated);
  });

  it('refuses data that does not match the event', () => {
    expect(() => parseSsePayload('ai_response_id', '12a')).toThrow();
    expect(() => parseSsePayload('ai_response_id', '')).toThrow();
    expect(() => parseSsePayload('couple_disconnected', '{"coupleId":1}')).toThrow();
    expect(() => parseSsePayload('chat_stopped', 'not json')).toThrow();
    expect(() =>
      parseSsePayload('partner_updated', '{"coupleId":1,"nickname":null,"startLoveDate":"어제"}'),
    ).toThrow();
    expect(() => encodeSsePayload('ai_response_id', 1.5)).toThrow();
  });

  it('knows the contract event names only', () => {
    expect(isSseEventName('chat_summary_ready')).toBe(true);
    expect(isSseEventName('toString')).toBe(false);
    expect(isSseEventName('couple-status')).toBe(false);
  });
});
