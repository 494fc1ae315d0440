// The order confirmation as the contract on a durable medium (§ 312f BGB; issue 17), in Germany,
// Austria and Romania: every line and cost, the delivery address, the payment and what to do for
// it, the seller, the terms, the withdrawal instructions and the model form as text, and the form
// as an attached PDF that goes out with the mail over SMTP (read back with pdftotext).
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceKit, type InvoiceKit } from '../invoices/testing.ts';
import { createMailSender, smtpTransport, startFakeSmtpServer, type FakeSmtpServer } from '../mail/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const DE = 5;
const AT = 13;
const RO = 146;

const pdfText = (pdf: Uint8Array) => execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/[\s\u00a0\u202f]+/g, ' ');

describe.each(databaseKinds)('order confirmation on a durable medium on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: InvoiceKit;
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    [shop, smtp] = await Promise.all([startTestBackOffice(kind, { products: 30 }), startFakeSmtpServer()]);
    kit = invoiceKit(shop);
  });
  afterAll(async () => {
    await Promise.all([shop?.close(), smtp?.close()]);
  });

  const confirmationOf = async (orderId: number) => {
    const mail = await kit.db.selectFrom('mail_outbox').selectAll().where('order_id', '=', orderId).where('kind', '=', 'order_confirmation').executeTakeFirstOrThrow();
    const files = await kit.db.selectFrom('mail_attachment').selectAll().where('mail_id', '=', mail.id).orderBy('position').execute();
    return { mail, files };
  };

  it.each([
    {
      countryId: DE,
      payment: 'vorkasse' as const,
      expected: ['Bitte überweisen Sie', 'IBAN:', 'Lieferadresse:', 'IHR VERTRAGSPARTNER', 'Bad & Heim GmbH', 'USt-IdNr.:', 'UNSERE ALLGEMEINEN GESCHÄFTSBEDINGUNGEN', 'WIDERRUFSBELEHRUNG', 'Folgen des Widerrufs', 'MUSTER-WIDERRUFSFORMULAR', 'Hiermit widerrufe(n) ich/wir (*)', 'An Bad & Heim GmbH, Frankenstraße 150, 90461 Nürnberg', 'Das Muster-Widerrufsformular liegt dieser E-Mail auch als PDF bei.'],
      file: 'Muster-Widerrufsformular.pdf',
      pdf: ['Muster-Widerrufsformular', 'An Bad & Heim GmbH'],
    },
    {
      countryId: AT,
      payment: 'vorkasse' as const,
      expected: ['Bitte überweisen Sie', 'Bad & Heim Handels GmbH', 'UID-Nummer:', 'Firmenbuch', 'BELEHRUNG ÜBER DAS RÜCKTRITTSRECHT', '§ 18 Abs. 1 Z 3 FAGG', 'MUSTER-WIDERRUFSFORMULAR', 'An Bad & Heim Handels GmbH, Gunskirchener Straße 19, 4600 Wels'],
      file: 'Muster-Widerrufsformular.pdf',
      pdf: ['Muster-Widerrufsformular', 'An Bad & Heim Handels GmbH'],
    },
    {
      countryId: RO,
      payment: 'ramburs' as const,
      expected: ['Vă rugăm să pregătiți suma de', 'Adresa de livrare:', 'VÂNZĂTORUL', 'Baie & Casă S.R.L.', 'CUI/CIF:', 'TERMENII ȘI CONDIȚIILE NOASTRE', 'INFORMAȚII PRIVIND DREPTUL DE RETRAGERE', 'Consecințele retragerii', 'FORMULAR DE RETRAGERE', 'Către Baie & Casă S.R.L., Str. Industriilor nr. 14, 077040 Chiajna', 'Formularul de retragere este atașat și în format PDF la acest e-mail.'],
      file: 'Formular-de-retragere.pdf',
      pdf: ['Formular de retragere', 'Către Baie & Casă S.R.L.'],
    },
  ])('country $countryId: lines, costs, address, payment, seller, terms, withdrawal instructions and form, the PDF attached', async ({ countryId, payment, expected, file, pdf }) => {
    const placed = await kit.placeOrder({ countryId, lines: 2, payment });
    const { mail, files } = await confirmationOf(placed.orderId);
    const text = mail.text_body;
    for (const item of placed.items) expect(text).toContain(item.title);
    expect(text).toContain(placed.ref);
    for (const part of expected) expect(text, part).toContain(part);
    // The terms are quoted in full from the shop's terms page, not linked.
    expect(text.length).toBeGreaterThan(6000);
    expect(text).not.toMatch(/<[a-z/][^>]*>/i);
    expect(files.map((f) => [f.file_name, f.content_type])).toEqual([[file, 'application/pdf']]);
    const read = pdfText(files[0]?.content ?? new Uint8Array());
    for (const part of pdf) expect(read).toContain(part);
  });

  it('sends the form as a PDF attachment with the mail', async () => {
    const placed = await kit.placeOrder({ countryId: DE, payment: 'vorkasse' });
    const sender = createMailSender({ db: kit.db, transport: smtpTransport(smtp.url), from: 'shop@example.org', secretKey: shop.config.jwtSecret });
    await sender.runOnce();
    await sender.stop();
    const sent = smtp.received.find((message) => message.data.includes(placed.ref));
    expect(sent).toBeDefined();
    expect(sent?.data).toMatch(/Content-Type: application\/pdf; name=Muster-Widerrufsformular\.pdf/);
    expect(sent?.data).toMatch(/Content-Disposition: attachment; filename=Muster-Widerrufsformular\.pdf/);
  });
});
