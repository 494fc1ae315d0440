import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import country from './country/current-country.ts';
import { createI18n, htmlLang, languageOfLocale } from '@shop/i18n';
import tokensHref from '@shop/ui-kit/styles/tokens.css?url';

// One language per shop, so one catalog instance per process is enough; the same one hydrates.
const i18n = createI18n(languageOfLocale(country.locale));

export function links() {
  return [{ rel: 'stylesheet', href: tokensHref }];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={htmlLang(country.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests (and scripts) wait until the page is interactive, not merely painted.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main>
      <h1>
        {status === 404 ? <Trans>Sorry, the page was not found</Trans> : <Trans>Something went wrong</Trans>}
      </h1>
    </main>
  );
}
