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
  /** The rule of spec section 4; returns what the caller must do. */
  checkVersion: (currentPath: string) => 'reload' | 'toast' | 'none';
  toastShown: () => void;
};

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      version: null,
      showNewVersionToast: false,
      lastLocation: '/',
      rememberLocation: (path) => {
        if (!notRemembered.some((prefix) => path.startsWith(prefix))) set({ lastLocation: path });
      },
      checkVersion: (currentPath) => {
        const { version, showNewVersionToast } = get();
        if (version !== APP_VERSION) {
          // A new build: start clean, come back here, and say so once after the reload.
          window.localStorage.clear();
          set({ version: APP_VERSION, showNewVersionToast: version !== null, lastLocation: currentPath });
          return version === null ? 'none' : 'reload';
        }
        return showNewVersionToast ? 'toast' : 'none';
      },
      toastShown: () => set({ showNewVersionToast: false }),
    }),
    { name: 'app', storage: localJson, skipHydration: true },
  ),
);
