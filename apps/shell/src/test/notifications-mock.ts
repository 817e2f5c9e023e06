// expo-notifications at its package boundary: permission, token and listeners under test control.
type Listener = (value: unknown) => void;
export const listeners = { received: new Set<Listener>(), response: new Set<Listener>() };
export const AndroidImportance = { HIGH: 4 };
export const getPermissionsAsync = jest.fn(() =>
  Promise.resolve({ status: 'undetermined', canAskAgain: true }),
);
export const requestPermissionsAsync = jest.fn(() =>
  Promise.resolve({ status: 'granted', canAskAgain: true }),
);
export const setNotificationChannelAsync = jest.fn(() => Promise.resolve(null));
export const getExpoPushTokenAsync = jest.fn(() =>
  Promise.resolve({ type: 'expo', data: 'ExponentPushToken[device-1]' }),
);
export const setNotificationHandler = jest.fn();
export const getLastNotificationResponse = jest.fn((): unknown => null);
export const addNotificationReceivedListener = jest.fn((listener: Listener) => {
  listeners.received.add(listener);
  return { remove: () => listeners.received.delete(listener) };
});
export const addNotificationResponseReceivedListener = jest.fn((listener: Listener) => {
  listeners.response.add(listener);
  return { remove: () => listeners.response.delete(listener) };
});
