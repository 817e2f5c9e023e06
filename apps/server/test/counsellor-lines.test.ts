import { describe, expect, it } from 'vitest';
import { closingLine, greeting } from '../src/modules/counsellor';
import { endingOf, josa, vocative } from '../src/modules/counsellor/korean';
import { context, person, sentences } from './counsellor-fixtures';

describe('Korean particles', () => {
  it.each([
    ['지민', '지민아'],
    ['현우', '현우야'],
    ['하늘', '하늘아'],
    ['서윤', '서윤아'],
    ['다은', '다은아'],
    ['민지', '민지야'],
    ['별', '별아'],
    ['Alex', 'Alex'],
    ['Tom', 'Tom'],
    ['민수2', '민수2'],
    ['  수아  ', '수아야'],
  ])('calls %s as %s', (name, called) => {
    expect(vocative(name)).toBe(called);
  });

  it('takes ㄹ as a final consonant except before 으로/로', () => {
    expect(josa('하늘', '이/가')).toBe('하늘이');
    expect(josa('하늘', '을/를')).toBe('하늘을');
    expect(josa('하늘', '으로/로')).toBe('하늘로');
    expect(josa('서울', '으로/로')).toBe('서울로');
    expect(josa('지민', '으로/로')).toBe('지민으로');
    expect(josa('현우', '으로/로')).toBe('현우로');
    expect(josa('현우', '과/와')).toBe('현우와');
    expect(josa('지민', '과/와')).toBe('지민과');
    expect(josa('회피형', '이라/라')).toBe('회피형이라');
    expect(josa('현우', '은/는')).toBe('현우는');
  });

  it('reads digits the Sino-Korean way and guesses Latin endings', () => {
    expect(endingOf('민수2')).toBe('vowel'); // 이
    expect(endingOf('민수3')).toBe('consonant'); // 삼
    expect(endingOf('민수7')).toBe('rieul'); // 칠
    expect(endingOf('민수10')).toBe('consonant'); // 십
    expect(endingOf('민수0')).toBe('consonant'); // 영
    expect(josa('민수1', '이/가')).toBe('민수1이');
    expect(josa('Tom', '이/가')).toBe('Tom이');
    expect(josa('Bill', '으로/로')).toBe('Bill로');
    expect(josa('Alex', '이/가')).toBe('Alex가');
    expect(endingOf('')).toBe('unknown');
  });
});

describe('greeting', () => {
  it('calls the member with the right particle, in 반말, and invites a worry (one question)', () => {
    const text = greeting('지민');
    expect(text).toMatch(/지민아[, ]/);
    expect(text).toMatch(/담이/);
    expect(greeting('현우')).toMatch(/현우야[, ]/);
    expect(greeting('하늘')).toMatch(/하늘아[, ]/);
    expect(greeting('Alex')).toMatch(/Alex[, ]/);
    expect(greeting('Alex')).not.toMatch(/Alex[아야]/);
    for (let seed = 0; seed < 40; seed++) {
      const line = greeting('지민', seed);
      expect(line.split('?'), line).toHaveLength(2);
      expect(line.trim().endsWith('?'), line).toBe(true);
      expect(line, line).not.toMatch(/요[.!?]/); // 반말, not 해요체
      expect(sentences(line)[0], line).toMatch(/지민아/);
    }
  });

  it('is the same for one seed, and 50 couples rarely share a sentence word for word', () => {
    expect(greeting('지민', 7)).toBe(greeting('지민', 7));
    const rooms = new Map<string, number>();
    for (let i = 0; i < 50; i++) {
      for (const s of sentences(greeting(`회원${i}`, 1000 + i * 13))) {
        rooms.set(s, (rooms.get(s) ?? 0) + 1);
      }
    }
    const shared = [...rooms].filter(([, n]) => n >= 10);
    expect(shared, shared.map(([s, n]) => `${n} ${s}`).join('\n')).toHaveLength(0);
  });
});

describe('closingLine', () => {
  it('thanks the member and invites them to end the chat for the summary', () => {
    for (let roomId = 1; roomId <= 8; roomId++) {
      const text = closingLine(context({ roomId, level: 4, messages: [] }));
      expect(text).toMatch(/고마/);
      expect(text).toMatch(/요약/);
      expect(text).toMatch(/마치|끝내|종료/);
      expect(text).toMatch(/지민아/);
      expect(text).not.toContain('?');
    }
  });

  it('does not repeat itself over four level-4 turns, and works without a partner', () => {
    const seen = new Set<string>();
    const messages: { sender: 'USER' | 'ASSISTANT'; content: string }[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const text = closingLine(context({ level: 4, messages: [...messages] }));
      for (const sentence of sentences(text)) {
        expect(seen.has(sentence)).toBe(false);
        seen.add(sentence);
      }
      messages.push({ sender: 'ASSISTANT', content: text }, { sender: 'USER', content: '고마워' });
    }
    const alone = closingLine(context({ roomId: 4, level: 4, partner: null, messages: [] }));
    expect(alone).not.toContain('null');
    expect(
      closingLine(context({ level: 4, member: person('Alex', null), messages: [] })),
    ).toContain('Alex');
  });
});
