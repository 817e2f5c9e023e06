/** The two phones of the preview and the test identities offered in their login sheets. */

export type PhoneId = 'a' | 'b';

export interface PhoneDefinition {
  id: PhoneId;
  /** Visible label, also the frame's title. */
  label: string;
  /** The iframe's `name`, which the end-to-end tests use to find the frame. */
  frameName: string;
}

export const PHONES: readonly PhoneDefinition[] = [
  { id: 'a', label: '휴대폰 A', frameName: 'phone-a' },
  { id: 'b', label: '휴대폰 B', frameName: 'phone-b' },
];

export interface IdentityPreset {
  name: string;
  subject: string;
  email: string;
}

/** The preset each phone suggests first: 민준 on A, 서연 on B, so the two partners differ. */
const PRESETS: readonly IdentityPreset[] = [
  { name: '민준', subject: 'preview-minjun', email: 'minjun@example.com' },
  { name: '서연', subject: 'preview-seoyeon', email: 'seoyeon@example.com' },
  { name: '지호', subject: 'preview-jiho', email: 'jiho@example.com' },
  { name: '하은', subject: 'preview-haeun', email: 'haeun@example.com' },
];

export function presetsFor(phone: PhoneId): IdentityPreset[] {
  const first = phone === 'a' ? '민준' : '서연';
  return [...PRESETS].sort((x, y) => Number(y.name === first) - Number(x.name === first));
}
