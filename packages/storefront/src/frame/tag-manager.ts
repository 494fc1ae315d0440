// Tag manager with consent mode (spec sections 4 and 9): the data layer starts with ad and
// analytics storage denied; the tag manager script loads only after the shopper decided, and
// receives a grant only after Accept.
import { useEffect } from 'react';
import { TAG_MANAGER_ORIGIN } from '../security/content-security-policy.ts';
import type { Consent } from '../state/consent-store.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export { TAG_MANAGER_ORIGIN };

export function useTagManager(tagId: string | null, consent: Consent, decided: boolean): void {
  useEffect(() => {
    const w = window as DataLayerWindow;
    if (!w.gtag) {
      w.dataLayer = w.dataLayer ?? [];
      w.gtag = function gtag() {
        // The tag manager reads the arguments object, as its own snippet does.
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer?.push(arguments);
      };
      w.gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' });
    }
  }, []);

  useEffect(() => {
    if (!tagId || !decided) return;
    const w = window as DataLayerWindow;
    w.gtag?.('consent', 'update', consent);
    if (consent.analytics_storage === 'granted' && !document.querySelector('script[data-tag-manager]')) {
      w.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(tagId)}`;
      script.dataset.tagManager = tagId;
      document.head.append(script);
    }
  }, [tagId, consent, decided]);
}
