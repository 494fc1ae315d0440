// Packing slips (issue 36): an order's, and several orders' in one PDF, in the order's language,
// with article numbers and quantities and no prices; for staff only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { invoiceKit, type InvoiceKit } from './testing.ts';

describe.each(databaseKinds)('packing slips on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: InvoiceKit;
  let staff: StaffClient;
  let folder: string;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
    kit = invoiceKit(shop);
    staff = await newStaffMember(shop, 'staff', `slips-${kind}`);
    folder = mkdtempSync(path.join(tmpdir(), 'packing-slips-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await shop?.close();
  });

  /** The PDF's text and page count, as pdftotext and pdfinfo read them. */
  async function read(response: Response, name: string) {
    const file = path.join(folder, `${kind}-${name}.pdf`);
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    return { text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), pages };
  }

  it('prints what to pack of a German order: its number, the address, each article\'s number and quantity, the message, and no price', async () => {
    const placed = await kit.placeOrder({ countryId: 5, lines: 3, overrides: { message: 'Bitte beim Nachbarn abgeben' } });
    const order = await kit.order(placed.orderId);
    const response = await fetch(`${shop.apiUrl}/api/admin/orders/${placed.orderId}/packing-slip`, { headers: { cookie: staff.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${placed.ref}-packing-slip.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { text } = await read(response, 'de');
    if (process.env.SHOTS_DIR) execFileSync('pdftoppm', ['-png', '-r', '70', path.join(folder, `${kind}-de.pdf`), path.join(process.env.SHOTS_DIR, 'packing-slip-de')]);
    expect(text).toContain('Lieferschein');
    expect(text).toContain(`Bestellung ${placed.ref}`);
    const address = await kit.db.selectFrom('order_address').select(['street', 'zipcode', 'city']).where('order_id', '=', placed.orderId).where('kind', '=', 'delivery').executeTakeFirstOrThrow();
    expect(text).toContain('Lieferadresse');
    expect(text).toContain(`${address.zipcode} ${address.city}`);
    expect(text).toContain(address.street);
    const lines = await kit.db.selectFrom('order_line').select(['ref', 'quantity']).where('order_id', '=', placed.orderId).orderBy('position').execute();
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      // Each article's number with its quantity on its line.
      const row = text.split('\n').find((printed) => printed.includes(line.ref));
      expect(row, line.ref).toMatch(new RegExp(`\\s${line.quantity}\\s*$`));
    }
    expect(text).toContain(`${lines.reduce((sum, line) => sum + line.quantity, 0)} Stück insgesamt`);
    expect(text).toContain('Bitte beim Nachbarn abgeben');
    expect(text).not.toMatch(/€|EUR|\d+,\d\d/);
    expect(order.total_taxed_cents).toBeGreaterThan(0);
  });

  it('prints a Romanian order\'s slip in Romanian, and several orders\' slips in one PDF, each on its own page', async () => {
    const ro = await kit.placeOrder({ countryId: 146, lines: 1 });
    const de = await kit.placeOrder({ countryId: 5, lines: 1 });
    const response = await fetch(`${shop.apiUrl}/api/admin/packing-slips?order_ids=${ro.orderId},${de.orderId}`, { headers: { cookie: staff.cookie } });
    expect(response.status).toBe(200);
    const { text, pages } = await read(response, 'both');
    expect(pages).toBe(2);
    expect(text.indexOf('Aviz de însoțire a mărfii')).toBeLessThan(text.indexOf('Lieferschein'));
    expect(text).toContain(`Comanda ${ro.ref}`);
    expect(text).toContain(`Bestellung ${de.ref}`);
    expect(text).not.toMatch(/lei|RON|€/i);
  });

  it('answers 404 for an order that does not exist and 401 without a staff session', async () => {
    expect((await fetch(`${shop.apiUrl}/api/admin/orders/999999/packing-slip`, { headers: { cookie: staff.cookie } })).status).toBe(404);
    expect((await fetch(`${shop.apiUrl}/api/admin/packing-slips?order_ids=1,999999`, { headers: { cookie: staff.cookie } })).status).toBe(404);
    expect((await fetch(`${shop.apiUrl}/api/admin/packing-slips?order_ids=`, { headers: { cookie: staff.cookie } })).status).toBe(400);
    expect((await fetch(`${shop.apiUrl}/api/admin/orders/1/packing-slip`)).status).toBe(401);
  });
});
