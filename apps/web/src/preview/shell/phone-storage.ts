import { Provider } from '@dama/contract';
import { z } from 'zod';

/**
 * What one phone's native shell keeps on the device: its tokens, the identity it signed in with,
 * the app's flags and a device id. Stored in the preview page's localStorage under a key per
 * phone. The page and the frames share an origin (and so localStorage), so the copy in memory is
 * the source of truth and every change is written through; a page clearing localStorage cannot
 * sign a phone out behind its back.
 */

const Tokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type Tokens = z.infer<typeof Tokens>;

const Identity = z.object({
  provider: Provider,
  subject: z.string(),
  email: z.string().optional(),
  label: z.string().optional(),
});
export type SignedInIdentity = z.infer<typeof Identity>;

const Flags = z.object({
  chatTutorialSeen: z.boolean(),
  questionHelp: z.boolean(),
  introSeen: z.boolean(),
});
export type Flags = z.infer<typeof Flags>;

export const DEFAULT_FLAGS: Flags = {
  chatTutorialSeen: false,
  questionHelp: true,
  introSeen: false,
};

const PhoneRecordSchema = z.object({
  deviceId: z.string(),
  tokens: Tokens.nullable(),
  identity: Identity.nullable(),
  flags: Flags,
});
export type PhoneRecord = z.infer<typeof PhoneRecordSchema>;

export interface PhoneStorage {
  read(): PhoneRecord;
  update(change: Partial<PhoneRecord>): PhoneRecord;
}

export function storageKey(phoneId: string): string {
  return `dama-preview:phone-${phoneId}`;
}

export function createPhoneStorage(phoneId: string, storage: Storage | null): PhoneStorage {
  const key = storageKey(phoneId);
  let record = load();

  function load(): PhoneRecord {
    try {
      const raw = storage?.getItem(key);
      const parsed = raw ? PhoneRecordSchema.safeParse(JSON.parse(raw)) : null;
      if (parsed?.success) return parsed.data;
    } catch {
      // An unreadable entry is replaced by a fresh one below.
    }
    return {
      deviceId: `preview-${phoneId}-${randomHex(16)}`,
      tokens: null,
      identity: null,
      flags: { ...DEFAULT_FLAGS },
    };
  }

  function save(): void {
    try {
      storage?.setItem(key, JSON.stringify(record));
    } catch {
      // Storage full or blocked: the phone keeps working from memory.
    }
  }

  save();
  return {
    read: () => record,
    update(change) {
      record = { ...record, ...change };
      save();
      return record;
    },
  };
}

/** `crypto.randomUUID` needs a secure context; the preview may be opened over plain http on a LAN. */
function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
