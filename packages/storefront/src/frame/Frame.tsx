// The page around every screen: header, main, footer, and the global behaviour of spec
// sections 2, 4 and 9 (consent, tag manager, version check, scroll to top, last location, toasts,
// advent banner, WhatsApp badge, 'Please wait...' while the next page loads).
import { useLingui } from '@lingui/react/macro';
import { countMessages, footerSlugs } from '@shop/i18n';
import { AdventBanner, ConsentBanner, PleaseWait, ReviewBadge, SandboxBanner, SkipLink, WhatsAppBadge } from '@shop/ui-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import country from '../country/current-country.ts';
import { useAppStore } from '../state/app-store.ts';
import { CONSENT_DECIDED_ATTRIBUTE } from '../state/consent-decided-early.ts';
import { useConsentStore } from '../state/consent-store.ts';
import { useBadgeStore, useHeaderStore } from '../state/header-store.ts';
import { Footer } from './Footer.tsx';
import type { FrameData } from './frame-data.ts';
import { Header } from './Header.tsx';
import { loadChatWidget, loadErrorReporting } from './integrations.ts';
import { isFormPage } from './form-pages.ts';
import { loadReviewBadge, type ReviewBadgeData } from './review-badge-data.ts';
import { useTagManager } from './tag-manager.ts';
import { LazyToaster, withToast } from './toasts.tsx';
import { urlCarriesSecret } from '../security/secret-urls.ts';

const TOAST_MS = 15_000;

export function Frame({ frame, children }: { frame: FrameData; children: ReactNode }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigation = useNavigation();
  const consent = useConsentStore();
  const [hydrated, setHydrated] = useState(false);
  const narrow = useNarrowScreen();
  const [reviews, setReviews] = useState<ReviewBadgeData | null>(null);
  const badgeClosed = useBadgeStore((s) => s.reviewBadgeClosed);
  const closeBadge = useBadgeStore((s) => s.closeReviewBadge);

  // Until the stored decision is read, the banner renders as on the server (a first visit's
  // decision is pending); the head's early script has hidden it for a shopper who decided.
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
  }, [hydrated]);

  // Persisted state is read after hydration, so the server and the first client render agree.
  useEffect(() => {
    void Promise.all([
      useAppStore.persist.rehydrate(),
      useConsentStore.persist.rehydrate(),
      useHeaderStore.persist.rehydrate(),
      useBadgeStore.persist.rehydrate(),
    ]).then(() => {
      setHydrated(true);
      const verdict = useAppStore.getState().checkVersion(window.location.pathname + window.location.search);
      if (verdict.action === 'return') {
        returnAfterNewVersion(verdict.to, frame.user.loggedIn);
        return;
      }
      if (verdict.action === 'toast') {
        withToast((toast) =>
          toast(
            (shown) => (
              <span>
                {t`Our website has been updated`}{' '}
                <button type="button" onClick={() => toast.dismiss(shown.id)}>
                  OK
                </button>
              </span>
            ),
            { duration: TOAST_MS },
          ),
        );
        useAppStore.getState().toastShown();
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load
  }, []);

  // Error reporting (with session replays) and the help chat set cookies and send what the shopper
  // does to other companies: like the tag manager, only after Accept, and never on a page whose
  // address carries a secret (the CSP of that page names no third party either).
  const [thirdPartiesBarred] = useState(() => typeof window !== 'undefined' && urlCarriesSecret(new URL(window.location.href)));
  const trackingGranted = consent.decidedAt !== null && consent.consent.analytics_storage === 'granted';
  useEffect(() => {
    if (!trackingGranted || thirdPartiesBarred) return;
    loadErrorReporting(frame.integrations.sentryDsn);
    loadChatWidget(frame.integrations.chatWidgetUrl);
    // The review provider's request (for the floating badge and the footer's ShopVote seal) tells
    // it who visits: after Accept too (issue 17).
    const badgeUrl = frame.integrations.reviewBadgeUrl;
    const shopvote = frame.shop.shopvote;
    if (badgeUrl && shopvote && (shopvote.badge || shopvote.footer)) void loadReviewBadge(badgeUrl, { shopid: shopvote.id, lang: country.language }).then(setReviews);
  }, [trackingGranted, thirdPartiesBarred, frame.integrations.sentryDsn, frame.integrations.chatWidgetUrl, frame.integrations.reviewBadgeUrl, frame.shop.shopvote]);

  // Withdrawing consent: what was loaded after Accept (chat, error reporting with replays, the
  // tag manager) cannot be unloaded from a running page, so the page loads again without it.
  const decline = () => {
    const withdrawing = trackingGranted;
    consent.decline();
    if (withdrawing) window.location.reload();
  };

  useEffect(() => {
    if (frame.notice === 'session_expired') withToast((toast) => toast.error(t`Please login again`));
  }, [frame.notice, t]);

  useEffect(() => {
    // Every navigation is remembered as the place to come back to. Scrolling is React Router's
    // <ScrollRestoration> (root.tsx): a new page starts at the top, Back returns to where the
    // shopper was, a #hash jumps to its target, and a link with preventScrollReset (colour and
    // size choice) keeps the place.
    useAppStore.getState().rememberLocation(location.pathname + location.search);
  }, [location.pathname, location.search]);

  // After moving to another page in the app, a keyboard or screen-reader user whose focused element
  // went away with the old page (a menu link), or who chose a live-search hit, starts at the new
  // page's heading, not at the top of the document (issue 37). The first load is the browser's own.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = '';
    const frame = window.requestAnimationFrame(() => focusPageHeading());
    return () => window.cancelAnimationFrame(frame);
  }, [location.pathname]);

  useTagManager(thirdPartiesBarred ? null : frame.shop.tagManagerId, consent.consent, consent.decidedAt !== null);

  const showAdvent = frame.shop.displayAdvent && !location.pathname.startsWith('/advent-calendar');
  // Floating buttons never cover a form (issue 37): on the pages where the shopper types, they stay away.
  const floating = !isFormPage(location.pathname);

  return (
    <>
      {/* First in the tab order while it asks (issue 37): the keyboard reaches the choice before the page. */}
      {consent.needsDecision() || consent.reopened ? (
        <ConsentBanner
          title={t`Privacy settings`}
          text={t`We use cookies for statistics and advertising only with your consent. You can change your decision at any time.`}
          acceptLabel={t`Accept`}
          declineLabel={t`Decline`}
          privacyHref={footerSlugs[country.language].dataProtection}
          privacyLabel={t`Data protection`}
          onAccept={consent.accept}
          onDecline={decline}
          focusOnShow={consent.reopened}
        />
      ) : null}
      <SkipLink href="#main" label={t`Skip to content`} />
      {frame.shop.paymentSandbox ? <SandboxBanner title={t`Test mode`} text={t`Online payments are only simulated: no money is charged.`} /> : null}
      <Header frame={frame} />
      {showAdvent ? <AdventBanner href="/advent-calendar" text={t`Open today's door of our advent calendar`} /> : null}
      <main id="main" tabIndex={-1}>
        {navigation.state === 'loading' ? <PleaseWait text={t`Please wait...`} /> : null}
        {children}
      </main>
      <Footer frame={frame} reviews={reviews} floating={floating} />
      {floating && reviews && frame.shop.shopvote?.badge && !badgeClosed ? (
        <ReviewBadge
          ratingValue={reviews.ratingValue}
          reviewPageHref={reviews.reviewPage}
          title={t`Customer reviews`}
          countText={t(countMessages.reviews(reviews.ratingCount))}
          closeLabel={t`Hide the reviews badge`}
          onClose={closeBadge}
          locale={country.locale.replace('_', '-')}
        />
      ) : null}
      {floating && frame.shop.whatsappHref ? <WhatsAppBadge href={frame.shop.whatsappHref} label={t`Write to us on WhatsApp`} /> : null}
      <LazyToaster position={narrow ? 'top-center' : 'top-right'} duration={TOAST_MS} />
    </>
  );
}

/**
 * A new build (spec section 4): the signed-in user is cleared (the session cookie is HttpOnly, so
 * by the same POST as Sign out, whose `then` leads back) and the page loads again at the last
 * location. A guest keeps the cart: there is no user to clear.
 */
function returnAfterNewVersion(to: string, signedIn: boolean): void {
  if (!signedIn) {
    window.location.replace(to);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `/logout?then=${encodeURIComponent(to)}`;
  document.body.append(form);
  form.submit();
}

/** Toasts sit top-center on phones (767 px and below), top-right above (spec section 9). */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(max-width: 767px)');
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** Focuses the page's heading when nothing on the page holds the focus, or the search field that led here does. */
function focusPageHeading(): void {
  const active = document.activeElement;
  const holds = active !== null && active !== document.body && document.contains(active) && active.closest('[role="search"]') === null;
  if (holds) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
