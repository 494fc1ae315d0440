// Stock that no write can lose (issue 34): orders, staff cancellations, the admin's variant saves and
// a stock import, twenty at once over two back-office processes on one database, leave exactly the
// arithmetic result, and the stock is the sum of its ledger. On PostgreSQL this holds by conditional
// updates and deltas, not by SQLite's single writer.
import { calls } from '@shop/contract';
import { ADMIN_CSRF_HEADER, adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startSecondProcess, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { checkoutKit, type CheckoutKit, DE } from '../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { rowsOffTheLedger } from './index.ts';

const ORDERS = 14;
const CANCELS = 3;

describe.each(databaseKinds)('the stock ledger on %s, two processes', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staff: StaffClient;
  let secondUrl: string;
  let closeSecond: () => Promise<void>;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 120 });
    kit = checkoutKit(shop);
    staff = await newStaffMember(shop, 'staff', 'stock');
    const second = await startSecondProcess(shop);
    secondUrl = second.apiUrl;
    closeSecond = second.close;
  });
  afterAll(async () => {
    await closeSecond?.();
    await shop?.close();
  });

  /** A staff call on either process (the admin session lives in the database). */
  const staffCall = (base: string, path: string, method: string, body: unknown) =>
    call(`${base}${path}`, { method, headers: { cookie: staff.cookie, [ADMIN_CSRF_HEADER]: staff.csrf }, body });
  const quantities = async (pseId: number) =>
    Object.fromEntries((await kit.db.selectFrom('pse_stock').select(['fulfilment_center_id', 'quantity']).where('pse_id', '=', pseId).execute()).map((row) => [row.fulfilment_center_id, row.quantity]));

  it(`keeps every order, cancellation, save and import when ${ORDERS + CANCELS + 3} of them arrive at once`, async () => {
    const item = await kit.sellable({ countryId: DE, stock: 1 });
    await kit.setStock(item.pseId, 100);
    const centres = (await kit.db.selectFrom('pse_stock').select('fulfilment_center_id').where('pse_id', '=', item.pseId).orderBy('fulfilment_center_id').execute()).map((row) => row.fulfilment_center_id);
    const [a, b] = centres;
    if (a === undefined || b === undefined) throw new Error('the item is kept in two centres');

    // Three orders placed before, to be cancelled by staff during the race.
    const earlier: number[] = [];
    for (let n = 0; n < CANCELS; n += 1) {
      const shopper = await kit.shopper('customer', { countryId: DE });
      const answer = await kit.pay(shopper, await kit.cartWith(shopper, [[item, 1]]), 'vorkasse');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      earlier.push(calls.backoffice.vorkassePay.response.parse(answer.body).data.order_id);
    }
    expect(await quantities(item.pseId)).toMatchObject({ [a]: 47, [b]: 50 });

    // The admin's editor opened now: it shows 47 and 50.
    const { detail, updateVariant } = adminCalls.products;
    const product = detail.response.parse((await staff.call(detail.path.replace(':id', String(item.productId)))).body).data;
    const variant = product.variants.find((candidate) => candidate.id === item.pseId);
    if (!variant) throw new Error('the variant is in the editor');
    const shown = variant.stock.map((row) => ({ center_id: row.center_id, quantity: row.quantity, expected: row.quantity }));
    const variantPath = updateVariant.path.replace(':id', String(item.productId)).replace(':pse_id', String(item.pseId));
    const eanOnly = { ref: variant.ref, ean: '4006381333931', quantity_step: variant.quantity_step, stock: shown };
    const plusTen = { ...eanOnly, stock: shown.map((row) => (row.center_id === a ? { ...row, quantity: row.quantity + 10 } : row)), stock_note: 'Goods received' };

    // A stock file counting 70 in the second centre, previewed before the race.
    const form = new FormData();
    form.append('kind', 'stock');
    form.append('file', new Blob([new TextEncoder().encode(`variant_ref;center_id;quantity\r\n${variant.ref};${b};70\r\n`)]), 'stock.csv');
    const previewed = await fetch(`${shop.apiUrl}${adminCalls.transfer.preview.path}`, { method: 'POST', headers: { cookie: staff.cookie, [ADMIN_CSRF_HEADER]: staff.csrf }, body: form });
    const { token } = adminCalls.transfer.preview.response.parse(await previewed.json()).data;

    const buyers = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const shopper = await kit.shopper('customer', { countryId: DE });
      buyers.push({ shopper, body: await kit.payBody(shopper, await kit.cartWith(shopper, [[item, 1]]), 'vorkasse') });
    }

    const base = (n: number) => (n % 2 === 0 ? shop.apiUrl : secondUrl);
    const [orders, cancels, [eanSave, stockSave, imported]] = await Promise.all([
      Promise.all(buyers.map(({ shopper, body }, n) => call(`${base(n)}/api/vorkasse/pay`, { method: 'POST', headers: shopper.headers, body }))),
      Promise.all(earlier.map((orderId, n) => staffCall(base(n + 1), `/api/admin/orders/${orderId}/cancel`, 'POST', {}))),
      Promise.all([
        staffCall(secondUrl, variantPath, 'PUT', eanOnly),
        staffCall(shop.apiUrl, variantPath, 'PUT', plusTen),
        staffCall(secondUrl, adminCalls.transfer.apply.path.replace(':token', token), 'POST', { skip_rejected: false }),
      ]),
    ]);
    for (const answer of [...orders, ...cancels, eanSave, imported]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The +10 from the form that showed 47 is saved only if nothing moved the first centre before it.
    expect([200, 409]).toContain(stockSave.status);
    const plus = stockSave.status === 200 ? 10 : 0;

    expect(await quantities(item.pseId)).toMatchObject({ [a]: 47 - ORDERS + CANCELS + plus, [b]: 70 });
    expect(await rowsOffTheLedger(kit.db, [item.pseId])).toEqual([]);
    const ledger = await kit.db.selectFrom('stock_movement').select(['reason', 'delta', 'fulfilment_center_id', 'actor']).where('pse_id', '=', item.pseId).where('reason', '!=', 'opening').execute();
    const sum = (reason: string) => ledger.filter((row) => row.reason === reason).reduce((total, row) => total + row.delta, 0);
    expect(sum('order')).toBe(-(ORDERS + CANCELS));
    expect(sum('cancellation')).toBe(CANCELS);
    expect(ledger.filter((row) => row.reason === 'import')).toEqual([{ reason: 'import', delta: 20, fulfilment_center_id: b, actor: staff.email }]);
    expect(ledger.filter((row) => row.reason === 'manual' && row.actor === staff.email).map((row) => row.delta)).toEqual(plus ? [10] : []);
  });

  it('gives a cancelled order’s units back once when two staff cancel it at once', async () => {
    const item = await kit.sellable({ countryId: DE, stock: 1 });
    await kit.setStock(item.pseId, 10);
    const shopper = await kit.shopper('customer', { countryId: DE });
    const answer = await kit.pay(shopper, await kit.cartWith(shopper, [[item, 2]]), 'vorkasse');
    const orderId = calls.backoffice.vorkassePay.response.parse(answer.body).data.order_id;
    expect(await kit.stockOf(item.pseId)).toBe(8);
    const both = await Promise.all([shop.apiUrl, secondUrl].map((base) => staffCall(base, `/api/admin/orders/${orderId}/cancel`, 'POST', {})));
    // Cancelling is safe to repeat: the second finds the order cancelled (200) or moved on (409).
    for (const one of both) expect([200, 409]).toContain(one.status);
    expect(await kit.stockOf(item.pseId)).toBe(10);
    expect(await rowsOffTheLedger(kit.db, [item.pseId])).toEqual([]);
  });

  it('gives a paid order’s stock back when it is refunded in full before shipping, once, when a refund and a cancel race (13 rounds)', async () => {
    const item = await kit.sellable({ countryId: DE, stock: 1 });
    await kit.setStock(item.pseId, 100);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const outcomes: string[] = [];
    for (let round = 0; round < 13; round += 1) {
      const shopper = await kit.shopper('customer', { countryId: DE });
      const answer = await kit.pay(shopper, await kit.cartWith(shopper, [[item, 2]]), 'vorkasse');
      const orderId = calls.backoffice.vorkassePay.response.parse(answer.body).data.order_id;
      const order = await kit.order(orderId);
      expect((await staff.call(`/api/admin/orders/${orderId}/paid`, { body: { received_on: today, amount_cents: order.total_taxed_cents } })).status).toBe(200);
      expect(await kit.stockOf(item.pseId)).toBe(98);
      const refundBody = { amount_cents: order.total_taxed_cents, reason: 'Storniert vor Versand', request_key: `race-order-${orderId}`, payer_iban: 'DE89370400440532013000' };
      const [refunded, cancelled] = await Promise.all([
        staffCall(round % 2 === 0 ? shop.apiUrl : secondUrl, `/api/admin/orders/${orderId}/refunds`, 'POST', refundBody),
        staffCall(round % 2 === 0 ? secondUrl : shop.apiUrl, `/api/admin/orders/${orderId}/cancel`, 'POST', {}),
      ]);
      for (const one of [refunded, cancelled]) expect([200, 409]).toContain(one.status);
      outcomes.push(`${refunded.status}/${cancelled.status}/${(await kit.order(orderId)).status}`);
      // Whichever came first, the two units are back exactly once.
      expect(await kit.stockOf(item.pseId), `round ${round}: ${outcomes.at(-1)}`).toBe(100);
      // A refund refused by a cancel that came first can still be made afterwards: the money came in.
      if (refunded.status === 409) expect((await staffCall(shop.apiUrl, `/api/admin/orders/${orderId}/refunds`, 'POST', refundBody)).status).toBe(200);
      expect(await kit.stockOf(item.pseId)).toBe(100);
    }
    expect(await rowsOffTheLedger(kit.db, [item.pseId])).toEqual([]);
  });
});
