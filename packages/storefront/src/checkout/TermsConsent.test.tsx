/// <reference path="../../../i18n/src/po.d.ts" />
import { I18nProvider } from '@lingui/react';
import { createI18n, type CatalogLocale } from '@shop/i18n';
import type { Messages } from '@lingui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../../i18n/src/locales/de.po';
import { messages as deAT } from '../../../i18n/src/locales/de-AT.po';
import { messages as ro } from '../../../i18n/src/locales/ro.po';
import { TermsConsent } from './TermsConsent.tsx';

function render(locale: CatalogLocale, messages: Messages, hrefs: { terms: string; withdrawal: string }) {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createI18n(locale, messages)}>
      <MemoryRouter>
        <TermsConsent termsHref={hrefs.terms} withdrawalHref={hrefs.withdrawal} checked={false} error={undefined} />
      </MemoryRouter>
    </I18nProvider>,
  );
  const label = /<label[^>]*>([\s\S]*?)<\/label>/.exec(html)?.[1] ?? '';
  const after = html.slice(html.indexOf('</label>'));
  const text = (fragment: string) => fragment.replace(/<[^>]+>/g, '').trim();
  return { html, label, labelText: text(label), afterText: text(after) };
}

describe('the terms checkbox at checkout', () => {
  it('says only "Ich akzeptiere die AGB." with the AGB linked (DE)', () => {
    const { html, label, labelText, afterText } = render('de', de, { terms: '/agb.html', withdrawal: '/widerrufsrecht' });
    expect(labelText).toBe('Ich akzeptiere die AGB.');
    expect(label).toContain('<a href="/agb.html"');
    expect(label).not.toMatch(/Widerruf/);
    expect(afterText).toBe('Informationen zu Ihrem Widerrufsrecht finden Sie in der Widerrufsbelehrung.');
    expect(html.match(/type="checkbox"/g)).toHaveLength(1);
    expect(html).toContain('<a href="/widerrufsrecht"');
  });

  it('links the Austrian Rücktrittsrecht outside the checkbox (AT)', () => {
    const { labelText, afterText } = render('de-AT', deAT, { terms: '/agb.html', withdrawal: '/widerrufsrecht' });
    expect(labelText).toBe('Ich akzeptiere die AGB.');
    expect(afterText).toContain('Rücktrittsrecht');
  });

  it('says "Sunt de acord cu Termenii și condițiile." with the Romanian slugs (RO)', () => {
    const { label, labelText, afterText } = render('ro', ro, { terms: '/termeni-si-conditii', withdrawal: '/dreptul-de-retragere' });
    expect(labelText).toBe('Sunt de acord cu Termenii și condițiile.');
    expect(label).toContain('<a href="/termeni-si-conditii"');
    expect(label).not.toMatch(/retragere/);
    expect(afterText).toBe('Informații despre dreptul de retragere găsiți în politica de retragere.');
  });
});
