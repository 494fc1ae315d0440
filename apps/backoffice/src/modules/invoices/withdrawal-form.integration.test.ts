// The model withdrawal form as a PDF (issue 17), read back with poppler's pdftotext the way a person
// reads it: per country and language, addressed to that shop's seller; the locale config's
// withdrawal_form_url (where /widerrufsformular leads) names it as a full address.
import { execFileSync } from 'node:child_process';
import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const pdfText = (pdf: Uint8Array) => execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/[\s\u00a0\u202f]+/g, ' ');

describe.each(databaseKinds)('withdrawal form PDF on %s', (kind) => {
  let shop: TestBackOffice;
  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 10 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const formOf = async (locale: string) => {
    const config = calls.helper.localeConfig.response.parse((await call(`${shop.helperUrl}${calls.helper.localeConfig.path}?locale=${locale}`, { headers: shop.guest })).body).data;
    const url = config.withdrawal_form_url ?? '';
    const response = await fetch(url);
    return { url, response, body: new Uint8Array(await response.arrayBuffer()) };
  };

  it.each([
    ['de_DE', 'Muster-Widerrufsformular', 'An Bad & Heim GmbH, Frankenstraße 150, 90461 Nürnberg, E-Mail: service@badundheim.de', 'USt-IdNr.'],
    ['de_AT', 'Muster-Widerrufsformular', 'An Bad & Heim Handels GmbH, Gunskirchener Straße 19, 4600 Wels, E-Mail: service@badundheim.at', 'UID-Nummer'],
    ['ro_RO', 'Formular de retragere', 'Către Baie & Casă S.R.L., Str. Industriilor nr. 14, 077040 Chiajna, e-mail: contact@baiesicasa.ro', 'CUI/CIF'],
  ])('%s: the locale config leads to a PDF of the model form addressed to the seller', async (locale, title, addressee, vatLabel) => {
    const { url, response, body } = await formOf(locale);
    expect(url).toBe(`${shop.apiUrl}/documents/withdrawal-form/${locale}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(body.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(body);
    expect(text).toContain(title);
    expect(text).toContain(addressee);
    expect(text).toContain(vatLabel);
    if (locale === 'ro_RO') {
      expect(text).toContain('Vă informez prin prezenta cu privire la retragerea mea din contractul');
      expect(text).toContain('Semnătura consumatorului');
    } else {
      expect(text).toContain('Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag');
      expect(text).toContain('(*) Unzutreffendes streichen.');
    }
  });

  it('answers 404 for a locale without a shop', async () => {
    const response = await fetch(`${shop.apiUrl}/documents/withdrawal-form/fr_FR.pdf`);
    expect(response.status).toBe(404);
  });
});
