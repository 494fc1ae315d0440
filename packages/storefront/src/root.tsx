import './security/zod-jitless.ts';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { catalogOfLocale, createI18n, htmlLang } from '@shop/i18n';
import { FallbackScreen, LinkProvider } from '@shop/ui-kit';
import { useContext, useEffect, type ReactNode } from 'react';
import { preconnect } from 'react-dom';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
  UNSAFE_FrameworkContext,
} from 'react-router';
import country from './country/current-country.ts';
import { messages } from './country/current-messages.ts';
import { ErrorScreen } from './errors/ErrorScreen.tsx';
import { CONSENT_DECIDED_EARLY_SCRIPT } from './state/consent-decided-early.ts';
import { Frame } from './frame/Frame.tsx';
import type { FrameData } from './frame/frame-data.ts';
import { RouterLink } from './frame/RouterLink.tsx';
import { ScriptsAfterFirstPaint } from './frame/ScriptsAfterFirstPaint.tsx';
// Every stylesheet of the shop is one file (vite.ts: no CSS code splitting), linked by React Router
// from the root route; these two come after the components' own styles, as they always did.
import '@shop/ui-kit/styles/tokens.css';
import './frame/frame.css';

// One language per shop, so one catalog instance per process is enough; the same one hydrates.
const i18n = createI18n(catalogOfLocale(country.locale), messages);

/** The frame data may be a minute old on client-side navigation (spec section 9: refetch after 60 s). */
const FRAME_REFRESH_MS = 60_000;
let frameLoadedAt = 0;

export function shouldRevalidate({ formMethod, actionStatus, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  // A form (sign in, add to cart, logout) and the redirect after it change what the frame shows.
  if ((formMethod && formMethod !== 'GET') || actionStatus !== undefined) return defaultShouldRevalidate;
  if (['/login-register', '/account', '/cart', '/checkout', '/order-placed', '/order-failed'].some((path) => nextUrl.pathname.startsWith(path))) return true;
  if (Date.now() - frameLoadedAt < FRAME_REFRESH_MS) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const frame = useRouteLoaderData('root') as FrameData | undefined;
  // Pictures come from the back office's origin: the connection opens with the document's head,
  // not when the first <img> is parsed (React puts the preconnect link there).
  if (frame) preconnect(new URL(frame.config.apiUrl).origin);
  return (
    <html lang={htmlLang(country.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5cad" />
        <Stylesheets />
        <ConsentDecidedEarly />
        <Meta />
        {/* In development React Router inlines the page's CSS here against a flash of unstyled content. */}
        {import.meta.env.DEV ? <Links /> : null}
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          <LinkProvider value={RouterLink}>{children}</LinkProvider>
        </I18nProvider>
        <ScrollRestoration />
        <ScriptsAfterFirstPaint />
      </body>
    </html>
  );
}

/**
 * The shop's one stylesheet (vite.ts), in place of React Router's <Links />: no route exports
 * `links`, and with a `precedence` React writes it at the top of the head, before the two dozen
 * module preloads, so the request that holds up the first paint is the first one after the document.
 */
function Stylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const hrefs = framework?.manifest.routes.root?.css ?? [];
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="shop" />
      ))}
    </>
  );
}

/** Before the first paint: hides the server-rendered consent banner from a shopper who has decided. */
function ConsentDecidedEarly() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CONSENT_DECIDED_EARLY_SCRIPT }} />;
}

function useHydratedMarker() {
  useEffect(() => {
    // Lets tests (and scripts) wait until the page is interactive, not merely painted.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App() {
  useHydratedMarker();
  const frame = useLoaderData() as FrameData;
  useEffect(() => {
    frameLoadedAt = Date.now();
  }, [frame]);
  return (
    <Frame frame={frame}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  useHydratedMarker();
  const error = useRouteError();
  const frame = useRouteLoaderData('root') as FrameData | undefined;
  if (isRouteErrorResponse(error) && error.status !== 503 && frame) {
    return (
      <Frame frame={frame}>
        <ErrorScreen status={error.status} reason={(error.data as { reason?: string } | null)?.reason} />
      </Frame>
    );
  }
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen status={error.status} reason={(error.data as { reason?: string } | null)?.reason} />;
  }
  console.error(error);
  return <RenderFailure />;
}

function RenderFailure() {
  const { t } = useLingui();
  return (
    <FallbackScreen
      title={t`Something went wrong`}
      message={t`This page could not be shown. Please reload it; if that does not help, try again later.`}
      reloadLabel={t`Reload the page`}
    />
  );
}
