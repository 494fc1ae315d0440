// App state (spec sections 3 and 4): the build version, the update toast flag and the last
// visited location, kept in local storage under 'app'.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJson } from './browser-storage.ts';

export const APP_VERSION = '1.0.7';

/** Pages that are never remembered as the place to come back to. */
const notRemembered = ['/login-register', '/forgot-password'];

type AppState = {
  version: string | null;
  showNewVersionToast: boolean;
  lastLocation: string;
  rememberLocation: (path: string) => void;
  /**
   * The rule of spec section 4: a new build clears the user and goes back to the last location.
   * `return` is where to go: the path of this page, or, on a page that is never remembered (sign in,
   * forgot password), the place remembered before it.
   */
  checkVersion: (currentPath: string) => { action: 'return'; to: string } | { action: 'toast' | 'none' };
  toastShown: () => void;
};

export function remembered(path: string): boolean {
  return !notRemembered.some((prefix) => path.startsWith(prefix));
}

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      version: null,
      showNewVersionToast: false,
      lastLocation: '/',
      rememberLocation: (path) => {
        if (remembered(path)) set({ lastLocation: path });
      },
      checkVersion: (currentPath) => {
        const { version, showNewVersionToast, lastLocation } = get();
        if (version !== APP_VERSION) {
          // A new build: start clean, come back to the last location, and say so once after it.
          const to = remembered(currentPath) ? currentPath : lastLocation;
          window.localStorage.clear();
          set({ version: APP_VERSION, showNewVersionToast: version !== null, lastLocation: to });
          return version === null ? { action: 'none' } : { action: 'return', to };
        }
        return { action: showNewVersionToast ? 'toast' : 'none' };
      },
      toastShown: () => set({ showNewVersionToast: false }),
    }),
    { name: 'app', storage: localJson, skipHydration: true },
  ),
);
