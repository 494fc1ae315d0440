// Header state (spec section 3): the sales-bar dismissal is remembered in local storage; the
// closed review badge only for the browser session.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJson, sessionJson } from './browser-storage.ts';

type HeaderState = { salesBarDismissed: string | null; dismissSalesBar: (message: string) => void };

export const useHeaderStore = create<HeaderState>()(
  persist(
    (set) => ({
      // The dismissed message, so a new sales message shows again.
      salesBarDismissed: null,
      dismissSalesBar: (message) => set({ salesBarDismissed: message }),
    }),
    { name: 'header', storage: localJson, skipHydration: true },
  ),
);

type BadgeState = { reviewBadgeClosed: boolean; closeReviewBadge: () => void };

export const useBadgeStore = create<BadgeState>()(
  persist(
    (set) => ({ reviewBadgeClosed: false, closeReviewBadge: () => set({ reviewBadgeClosed: true }) }),
    { name: 'review_badge', storage: sessionJson, skipHydration: true },
  ),
);
