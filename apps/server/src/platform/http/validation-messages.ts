import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: '문자열',
  number: '숫자',
  int: '정수',
  boolean: 'true 또는 false',
  object: '객체',
  array: '배열',
  date: '날짜',
};

/** Korean (해요체) default messages for zod issues; schema-specific messages still win. */
function koreanIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '값이 필요해요.';
      return `${TYPE_NAMES[issue.expected] ?? issue.expected} 형식이어야 해요.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? '비어 있으면 안 돼요.' : `${min}자 이상이어야 해요.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${min}개 이상이어야 해요.`;
      return `${min} ${issue.inclusive === false ? '보다 커야' : '이상이어야'} 해요.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${max}자까지 쓸 수 있어요.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${max}개까지 보낼 수 있어요.`;
      return `${max} ${issue.inclusive === false ? '보다 작아야' : '이하여야'} 해요.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return '이메일 형식이 올바르지 않아요.';
      if (issue.format === 'date') return '날짜는 YYYY-MM-DD 형식이어야 해요.';
      return '형식이 올바르지 않아요.';
    case 'invalid_value':
      return `${issue.values.map(String).join(', ')} 중 하나여야 해요.`;
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return '값이 올바르지 않아요.';
  }
}

let installed = false;

/** Installs the Korean messages into zod's global config (idempotent). */
export function installKoreanValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: koreanIssueMessage });
}

/** "<message> (<field>)" as CONTRACT 1 asks: the message names the field. */
export function describeIssue(path: string, message: string): string {
  return path ? `${message} (${path})` : message;
}
