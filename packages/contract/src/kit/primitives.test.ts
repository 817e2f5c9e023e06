import { describe, expect, it } from 'vitest';
import { Nickname, nicknameError, startLoveDateError } from './primitives';

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

describe('startLoveDateError', () => {
  const today = '2026-11-21';
  it.each([
    ['2026-11-21', null],
    ['1950-01-01', null],
    ['', '처음 만난 날을 골라 주세요.'],
    ['2026-02-30', '날짜를 다시 확인해 주세요.'],
    ['2026-11-22', '오늘 이후의 날짜는 고를 수 없어요.'],
    ['1949-12-31', '1950년 1월 1일 이후의 날짜를 골라 주세요.'],
  ])('%j → %j', (value, expected) => {
    expect(startLoveDateError(value, today)).toBe(expected);
  });
});
