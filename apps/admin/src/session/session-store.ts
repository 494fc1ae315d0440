// Who is signed in to the admin (zustand: UI state only; the truth is the back office's session).
import type { StaffSession } from '@shop/contract/admin';
import { create } from 'zustand';

type SessionState = {
  /** undefined: not asked yet; null: nobody signed in. */
  session: StaffSession | null | undefined;
  /** Set when a session ended by itself (idle timeout): the sign-in page says why. */
  expired: boolean;
  signedIn: (session: StaffSession) => void;
  signedOut: () => void;
  expire: () => void;
};

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: undefined,
  expired: false,
  signedIn: (session) => set({ session, expired: false }),
  signedOut: () => set({ session: null, expired: false }),
  expire: () => {
    if (get().session) set({ session: null, expired: true });
  },
}));
