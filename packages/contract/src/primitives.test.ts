import { describe, expect, it } from 'vitest';
import { Nickname, nicknameError } from './primitives';

describe('nickname rule (CONTRACT 4.2)', () => {
  it.each(['담이', 'Dami', 'a1', '가나다라마바사아자차', ' 담이 '])('accepts %j', (value) => {
    expect(nicknameError(value)).toBeNull();
  });

  it('trims before checking', () => {
    expect(Nickname.parse('  담이  ')).toBe('담이');
  });

  it.each([
    ['', '닉네임을 입력해 주세요.'],
    ['   ', '닉네임을 입력해 주세요.'],
    ['가나다라마바사아자차카', '닉네임은 10자까지 쓸 수 있어요.'],
    ['담 이', '닉네임은 한글, 영문, 숫자만 쓸 수 있어요.'],
    ['담이!', '닉네임은 한글, 영문, 숫자만 쓸 수 있어요.'],
    ['ㄷㅇ', '닉네임은 한글, 영문, 숫자만 쓸 수 있어요.'],
    ['담이😀', '닉네임은 한글, 영문, 숫자만 쓸 수 있어요.'],
  ])('refuses %j with a Korean message', (value, message) => {
    expect(nicknameError(value)).toBe(message);
  });
});
