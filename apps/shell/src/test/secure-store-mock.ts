// expo-secure-store at its package boundary: an in-memory Keychain (tests read it back).
export const stored = new Map<string, string>();
export const AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY = 'AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY';
export const getItemAsync = jest.fn((key: string) => Promise.resolve(stored.get(key) ?? null));
export const setItemAsync = jest.fn((key: string, value: string) => {
  stored.set(key, value);
  return Promise.resolve();
});
export const deleteItemAsync = jest.fn((key: string) => {
  stored.delete(key);
  return Promise.resolve();
});
