// What the shopper sees on the shelf is what every later step shows and charges: 3 x 379.00 EUR is
// 1,137.00 EUR in the cart, on the order, on the order page and in the confirmation mail, and a
// 10 % coupon on 2 x 169.00 EUR takes 33.80 EUR off 338.00 EUR, leaving 304.20 EUR.
import { calls } from '@shop/contract';
import { grossFromNet, netFromGross } from '@shop/pricing-vat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { checkoutKit, type CheckoutKit, DE, RO, type Sellable, type Shopper } from '../checkout/testing.ts';

/** Mail text with Intl's no-break spaces as plain spaces. */
const plain = (text: string | undefined) => (text ?? '').replaceAll('\u00a0', ' ');

describe.each(databaseKinds)('money to the cent on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A sale element whose shelf price in the country is exactly `gross` cents. */
  const pricedAt = async (gross: number, rate: number, countryId: number): Promise<Sellable> => {
    const item = await kit.sellable({ countryId, stock: 5 });
    const net = netFromGross(gross, rate);
    expect(grossFromNet(net, rate)).toBe(gross);
    await kit.db.updateTable('pse_price').set({ price_cents: net, promo_price_cents: null, is_promo: 0 }).where('pse_id', '=', item.pseId).where('country_id', '=', countryId).execute();
    return { ...item, unitNet: net };
  };
  const cartOf = async (who: Shopper, cartId: number) =>
    calls.backoffice.cartGet.response.parse((await call(kit.api('/cart/get'), { headers: who.headers, body: { 'thelia.cart_id': cartId } })).body).data;

  it('3 x 379.00 EUR is 1,137.00 EUR in the cart, the order, the order page and the mail', async () => {
    const customer = await kit.shopper('customer');
    const cartId = await kit.cartWith(customer, [[await pricedAt(37_900, 19, DE), 3]]);
    const cart = await cartOf(customer, cartId);
    expect(cart.lines[0]).toMatchObject({ unit_price_taxed_cents: 37_900, line_total_taxed_cents: 113_700 });
    expect(cart.total_taxed_cents).toBe(113_700);

    const placed = calls.backoffice.vorkassePay.response.parse((await kit.pay(customer, cartId, 'vorkasse')).body).data;
    const order = await kit.order(placed.order_id);
    expect(order).toMatchObject({ goods_taxed_cents: 113_700, postage_taxed_cents: 0, total_taxed_cents: 113_700 });
    // VAT taken out of the gross once: 113700 / 1.19 = 95546.22 -> 95546 net.
    expect(order.total_cents).toBe(95_546);
    const page = await call(kit.api(`/ExternalOrderApi/order/${placed.order_id}`), { headers: customer.headers });
    const detail = calls.backoffice.order.response.parse(page.body).OrderItems[0];
    // The order page shows unit price x quantity per line.
    expect(detail?.lines[0]).toMatchObject({ unit_price_taxed_cents: 37_900, quantity: 3 });
    expect(detail?.total_taxed_cents).toBe(113_700);
    const [mail] = await kit.mails(customer.email);
    expect(mail?.text_body).toContain('1.137,00');
    expect(mail?.text_body).not.toContain('1.137,01');
    // The VAT contained, per rate, as an amount (issue 17): 113700 - 95546 = 181.54 EUR.
    expect(detail?.price_basis).toBe('gross');
    expect(detail?.vat_lines).toEqual([{ rate: 19, net: 95_546, vat: 18_154, gross: 113_700 }]);
    expect(plain(mail?.text_body)).toContain('Gesamtbetrag: 1.137,00 €\nenthaltene MwSt. 19 %: 181,54 €');
    expect(mail?.text_body).not.toContain('19% Ust.');
  });

  it('a German company customer sees 2 x 142.02 EUR net, 284.04 EUR plus 53.97 EUR VAT = 338.01 EUR, everywhere (decision 014)', async () => {
    const company = await kit.shopper('customer', { isCompany: true });
    // net 14202 is shown to consumers as 169.00 EUR; the company sees and is invoiced on the net.
    const cartId = await kit.cartWith(company, [[await pricedAt(16_900, 19, DE), 2]]);
    const cart = await cartOf(company, cartId);
    expect(cart.price_basis).toBe('net');
    expect(cart.lines[0]).toMatchObject({ unit_price_cents: 14_202, line_total_cents: 28_404, tax_rate: 19 });
    expect(cart.total_cents).toBe(28_404);

    const placed = calls.backoffice.vorkassePay.response.parse((await kit.pay(company, cartId, 'vorkasse')).body).data;
    const order = await kit.order(placed.order_id);
    // VAT added once to the net sum: 28404 x 0.19 = 5396.76 -> 5397; charged 33801.
    expect(order).toMatchObject({ price_basis: 'net', goods_cents: 28_404, total_cents: 28_404, total_taxed_cents: 33_801 });
    const page = await call(kit.api(`/ExternalOrderApi/order/${placed.order_id}`), { headers: company.headers });
    const detail = calls.backoffice.order.response.parse(page.body).OrderItems[0];
    expect(detail).toMatchObject({ price_basis: 'net', total_cents: 28_404, total_taxed_cents: 33_801 });
    expect(detail?.vat_lines).toEqual([{ rate: 19, net: 28_404, vat: 5_397, gross: 33_801 }]);
    expect(detail?.lines[0]).toMatchObject({ line_total_cents: 28_404 });
    const [mail] = await kit.mails(company.email);
    expect(plain(mail?.text_body)).toContain('2 × ');
    expect(plain(mail?.text_body)).toContain('Summe netto: 284,04 €\nzzgl. MwSt. 19 %: 53,97 €\nGesamtbetrag: 338,01 €');
  });

  it('10 % off 2 x 169.00 EUR is 33.80 EUR, leaving 304.20 EUR', async () => {
    const guest = await kit.shopper('guest');
    const cartId = await kit.cartWith(guest, [[await pricedAt(16_900, 19, DE), 2]]);
    const coupon = await call(kit.api('/ExternalOrderApi/insertCoupon'), { headers: guest.headers, body: { coupon_code: 'WELCOME10', cart_id: cartId, customer_id: guest.customerId } });
    expect(calls.backoffice.insertCoupon.response.parse(coupon.body).data.discount_cents).toBe(3_380);
    expect((await cartOf(guest, cartId)).lines[0]?.line_total_taxed_cents).toBe(33_800);

    const placed = calls.backoffice.vorkassePay.response.parse((await kit.pay(guest, cartId, 'vorkasse', { overrides: { appliedCoupon: 'WELCOME10' } })).body).data;
    const order = await kit.order(placed.order_id);
    expect(order).toMatchObject({ goods_taxed_cents: 33_800, discount_taxed_cents: 3_380, postage_taxed_cents: 0 });
    expect(order.total_taxed_cents).toBe(30_420);
    const [mail] = await kit.mails(guest.email);
    expect(mail?.text_body).toContain('338,00');
    expect(mail?.text_body).toContain('304,20');
  });

  it('3 x 709.99 Lei is 2,129.97 Lei', async () => {
    const customer = await kit.shopper('customer', { countryId: RO });
    const cartId = await kit.cartWith(customer, [[await pricedAt(70_999, 21, RO), 3]], RO);
    const cart = await cartOf(customer, cartId);
    expect(cart.lines[0]?.line_total_taxed_cents).toBe(212_997);
    expect(cart.total_taxed_cents).toBe(212_997);
    // The Romanian mail names the VAT contained as "TVA inclus 21 %": 212997 / 1.21 = 176030.58 -> 176031, TVA 36966.
    const placed = calls.backoffice.paypalPay.response.parse((await kit.pay(customer, cartId, 'ramburs')).body).data;
    const order = await kit.order(placed.order_id);
    expect(order.goods_taxed_cents).toBe(212_997);
    const [mail] = await kit.mails(customer.email);
    expect(plain(mail?.text_body)).toMatch(/TVA inclus 21 %: \d{3},\d{2} Lei/);
    expect(mail?.text_body).not.toContain('21% TVA');
  });
});
