// Tracking consent (spec sections 4 and 9): ad and analytics storage are denied until the shopper
// accepts; a decision is remembered 150 days, then asked again. The footer's "Cookie settings"
// opens the banner again at any time, to change or withdraw the decision (issue 17).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJson } from './browser-storage.ts';

export const CONSENT_DAYS = 150;
/** The localStorage key of the decision (consent-decided-early.ts reads it before the page hydrates). */
export const CONSENT_STORAGE_KEY = 'consent';
export type ConsentFlag = 'granted' | 'denied';
export type Consent = { ad_storage: ConsentFlag; analytics_storage: ConsentFlag };

export const DENIED: Consent = { ad_storage: 'denied', analytics_storage: 'denied' };

type ConsentState = {
  consent: Consent;
  decidedAt: string | null;
  /** The shopper opened the settings from the footer: the banner shows although a decision stands. */
  reopened: boolean;
  reopen: () => void;
  accept: () => void;
  decline: () => void;
  /** True when the shopper has not decided, or decided more than 150 days ago. */
  needsDecision: (now?: Date) => boolean;
};

export const useConsentStore = create<ConsentState>()(
  persist(
    (set, get) => ({
      consent: DENIED,
      decidedAt: null,
      reopened: false,
      reopen: () => set({ reopened: true }),
      accept: () => set({ consent: { ad_storage: 'granted', analytics_storage: 'granted' }, decidedAt: new Date().toISOString(), reopened: false }),
      decline: () => set({ consent: DENIED, decidedAt: new Date().toISOString(), reopened: false }),
      needsDecision: (now = new Date()) => {
        const decidedAt = get().decidedAt;
        return decidedAt === null || now.getTime() - new Date(decidedAt).getTime() > CONSENT_DAYS * 86_400_000;
      },
    }),
    { name: CONSENT_STORAGE_KEY, storage: localJson, skipHydration: true, partialize: (state) => ({ consent: state.consent, decidedAt: state.decidedAt }) },
  ),
);
