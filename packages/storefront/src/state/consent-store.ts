// Tracking consent (spec sections 4 and 9): ad and analytics storage are denied until the shopper
// accepts; a decision is remembered 150 days, then asked again.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJson } from './browser-storage.ts';

export const CONSENT_DAYS = 150;
export type ConsentFlag = 'granted' | 'denied';
export type Consent = { ad_storage: ConsentFlag; analytics_storage: ConsentFlag };

export const DENIED: Consent = { ad_storage: 'denied', analytics_storage: 'denied' };

type ConsentState = {
  consent: Consent;
  decidedAt: string | null;
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
      accept: () => set({ consent: { ad_storage: 'granted', analytics_storage: 'granted' }, decidedAt: new Date().toISOString() }),
      decline: () => set({ consent: DENIED, decidedAt: new Date().toISOString() }),
      needsDecision: (now = new Date()) => {
        const decidedAt = get().decidedAt;
        return decidedAt === null || now.getTime() - new Date(decidedAt).getTime() > CONSENT_DAYS * 86_400_000;
      },
    }),
    { name: 'consent', storage: localJson, skipHydration: true },
  ),
);
