// Every screen story gets: the ui-kit's tokens and the frame's styles (as root.tsx links them), the
// country and price mode from the toolbar, Lingui with the catalog of the shop's locale, the
// router-aware link of the ui-kit, a fresh browser state (no consent banner, no update toast), and
// the search engine answered from fixtures. Stories render <ShopStub> (src/stories/shop-stub.tsx).
import '@shop/ui-kit/styles/tokens.css';
import '../src/frame/frame.css';
// The storefront's own copy of @lingui/react, as root.tsx uses it (the workspace has two).
import { I18nProvider } from '@lingui/react';
import { htmlLang } from '@shop/i18n';
import { LinkProvider } from '@shop/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import currentCountry from '../src/country/current-country.ts';
import { RouterLink } from '../src/frame/RouterLink.tsx';
import { APP_VERSION, useAppStore } from '../src/state/app-store.ts';
import { DENIED, useConsentStore } from '../src/state/consent-store.ts';
import { useBadgeStore, useHeaderStore } from '../src/state/header-store.ts';
import { stubSearchFetch } from '../src/stories/search-fetch.ts';
import { i18nOf } from '../src/stories/story-i18n.ts';
import { chooseStoryCountry, isStoryCountryCode, loadedCountry, storyCountries, type StoryCountryCode } from './story-country.ts';

const codeOf = (globals: Record<string, unknown>): StoryCountryCode => (isStoryCountryCode(globals.country) ? globals.country : 'DE');

/**
 * A few modules take a value from the country once, when they load (date locale, time zone), as a
 * country app does. The Storybook UI therefore reloads the preview for another country, with the
 * choice in its URL, where story-country.ts reads it; the Vitest run renders without reloading.
 */
function reloadFor(globals: Record<string, unknown>): boolean {
  const code = codeOf(globals);
  if (import.meta.env.MODE === 'test' || code === loadedCountry) return false;
  const url = new URL(window.location.href);
  const mode = globals.priceMode === 'net' ? 'net' : 'gross';
  url.searchParams.set('globals', `country:${code};priceMode:${mode}`);
  window.location.replace(url.href);
  return true;
}

const withShop: Decorator = (Story, context) => {
  if (reloadFor(context.globals)) return <p>Loading {codeOf(context.globals)}…</p>;
  const code = codeOf(context.globals);
  chooseStoryCountry(code);
  const country = storyCountries[code];
  document.documentElement.lang = htmlLang(country.locale);
  return (
    <I18nProvider i18n={i18nOf(country.locale)}>
      <LinkProvider value={RouterLink}>
        <Story />
      </LinkProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Every story is checked with axe; a violation fails its test (Vitest integration).
    a11y: { test: 'error' },
  },
  globalTypes: {
    country: {
      description: 'Shop country: DE, AT or RO',
      toolbar: {
        title: 'Country',
        icon: 'globe',
        items: [
          { value: 'DE', title: 'Deutschland (EUR, 19 % USt.)' },
          { value: 'AT', title: 'Österreich (EUR, 20 % USt.)' },
          { value: 'RO', title: 'România (Lei, 21 % TVA)' },
        ],
        dynamicTitle: true,
      },
    },
    priceMode: {
      description: 'Gross prices, or net prices for a VAT-exempt company customer',
      toolbar: {
        title: 'Prices',
        icon: 'credit',
        items: [
          { value: 'gross', title: 'Gross (consumer)' },
          { value: 'net', title: 'Net (company, 0 % VAT)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { country: 'DE', priceMode: 'gross' },
  decorators: [withShop],
  beforeEach() {
    // A returning shopper of this build who has decided on cookies: no banner, no update toast.
    useAppStore.setState({ version: APP_VERSION, showNewVersionToast: false, lastLocation: '/' });
    useConsentStore.setState({ consent: DENIED, decidedAt: new Date().toISOString() });
    useHeaderStore.setState({ salesBarDismissed: null });
    useBadgeStore.setState({ reviewBadgeClosed: false });
    return stubSearchFetch(currentCountry);
  },
};
export default preview;
