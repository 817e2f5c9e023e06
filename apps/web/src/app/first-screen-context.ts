import { createContext, useContext, useSyncExternalStore } from 'react';
import { PAINTED_FIRST_SCREEN, type FirstScreen } from './first-screen';

export const FirstScreenContext = createContext<FirstScreen>(PAINTED_FIRST_SCREEN);

/** Whether the app's first screen has painted (always, outside the app's start-up). */
export function useFirstScreenPainted(): boolean {
  const firstScreen = useContext(FirstScreenContext);
  return useSyncExternalStore(
    (listener) => firstScreen.subscribe(listener),
    () => firstScreen.isPainted(),
  );
}
