/// <reference path="../../../i18n/src/po.d.ts" />
// A failing page shows the spec's screen in its place, and the server reports what failed through
// the error adapter (Sentry's SDK in the running shop; here a client recording what it is given).
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@shop/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, data, Outlet, StaticRouterProvider, type HandleErrorFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as de } from '../../../i18n/src/locales/de.po';
import { handleError } from '../entry.server.tsx';
import { setErrorClient } from './error-reporter.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

vi.mock('virtual:shop-country', async () => {
  const { defineCountry } = await import('../country/country-config.ts');
  return {
    default: defineCountry({
      country: 'DE',
      origin: 'https://shop.example',
      brand: { storeName: 'Bad & Heim', logoText: 'Bad & Heim' },
      support: { phone: '+49 341 123 456 0', hours: 'Mo-Do 8-18 Uhr', email: 'service@shop.example' },
      flags: { whatsappBadge: false, romaniaOnlyRoutes: false, adventCalendar: true, chatWidget: false },
    }),
  };
});

async function renderPage(loader: () => unknown): Promise<string> {
  const routes = [
    {
      path: '/',
      Component: () => (
        <main>
          <header>Kopfzeile</header>
          <Outlet />
        </main>
      ),
      children: [{ path: 'seite', loader, Component: () => <p>Seite</p>, ErrorBoundary: RouteErrorBoundary }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('https://shop.example/seite'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <I18nProvider i18n={createI18n('de', de)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  );
}

afterEach(() => setErrorClient(null));

describe('a page whose data fails', () => {
  it('shows the server-error screen with the support contact, inside the header and footer', async () => {
    const html = await renderPage(() => {
      throw new Error('back office answered nonsense');
    });
    expect(html).toContain('Kopfzeile');
    expect(html).toContain('+49 341 123 456 0');
    expect(html).not.toContain('Seite</p>');
  });

  it('shows the not-found screen for a 404', async () => {
    const html = await renderPage(() => {
      throw data({ reason: 'product-fetch-failed' }, { status: 404 });
    });
    expect(html).toContain('Kopfzeile');
    expect(html).toContain('Zurück zur Startseite');
  });
});

describe('server-side reporting', () => {
  const report = (error: unknown, request: Request) => (handleError as HandleErrorFunction)(error, { request, params: {}, context: undefined as never });

  it('sends a loader error with the address to the error-tracking client', () => {
    const captured: { error: unknown; extra: unknown }[] = [];
    setErrorClient({ captureException: (error, hint) => captured.push({ error, extra: hint?.extra }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('back office answered nonsense');
    report(failure, new Request('https://shop.example/seite'));
    expect(captured).toEqual([{ error: failure, extra: { url: 'https://shop.example/seite', method: 'GET' } }]);
  });

  it('leaves out requests the shopper aborted', () => {
    const captured: unknown[] = [];
    setErrorClient({ captureException: (error) => captured.push(error) });
    const controller = new AbortController();
    controller.abort();
    report(new Error('aborted'), new Request('https://shop.example/seite', { signal: controller.signal }));
    expect(captured).toEqual([]);
  });
});
