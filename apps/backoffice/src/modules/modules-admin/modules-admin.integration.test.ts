import { calls } from '@shop/contract';
import { adminCalls, moduleAdminMessages, type PickupPointBody } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, checkoutKit, DE, RO, type CheckoutKit, type Shopper } from '../checkout/testing.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const { ofCountry, setPayment, setDelivery, createPickupPoint, updatePickupPoint } = adminCalls.modules;
const CASH_ON_DELIVERY = 8;
/** The row of a list with this id or code; the test fails when there is none. */
function one<T extends { id: number; code?: string }>(rows: T[], key: number | string): T {
  const row = rows.find((candidate) => candidate.id === key || candidate.code === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
}
const PARCEL = 77;

describe.each(databaseKinds)('the admin’s modules on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  let staff: StaffClient;

  const modulesOf = async (country: number) => {
    const answer = await staff.call(`${ofCountry.path}?country=${country}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return ofCountry.response.parse(answer.body).data;
  };
  const put = (template: string, id: number, country: number, body: unknown) =>
    staff.call(template.replace(':id', String(id)).replace(':country', String(country)), { method: 'PUT', body });
  /** The payment methods (code and fee) the shop's checkout offers for the cart. */
  const offered = async (who: Shopper, cartId: number) =>
    calls.backoffice.activePaymentMethods.response
      .parse((await call(kit.api(`/ExternalOrderApi/getActivePaymentMethods/${cartId}`), { headers: who.headers })).body)
      .data.map((method) => [method.code, method.fee_cents] as const);
  const fieldsOf = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(400);
    return (answer.body as { error: { fields: { path: string; message: string }[] } }).error.fields;
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 60 });
    kit = checkoutKit(shop);
    staff = await newStaffMember(shop, 'staff');
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('changes the German cash-on-delivery fee: the German checkout shows the new fee, Austria keeps its own', async () => {
    const german = await modulesOf(DE);
    expect(german.currency_code).toBe('EUR');
    const cod = one(german.payment, CASH_ON_DELIVERY);
    expect(cod).toMatchObject({ code: 'ramburs', offered: true, active: true });
    const austrianFee = one((await modulesOf(AT)).payment, CASH_ON_DELIVERY).fee_taxed_cents;

    const answer = await put(setPayment.path, CASH_ON_DELIVERY, DE, { active: true, position: cod.position, fee_taxed_cents: 850 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(setPayment.response.parse(answer.body).data).toMatchObject({ fee_taxed_cents: 850, active: true });

    const buyer = await kit.shopper('guest', { countryId: DE });
    const cartId = await kit.cartWith(buyer, [[await kit.sellable({ countryId: DE, stock: 5 }), 1]], DE);
    expect(await offered(buyer, cartId)).toContainEqual(['ramburs', 850]);
    const placed = calls.backoffice.rambursPay.response.parse((await kit.pay(buyer, cartId, 'ramburs')).body).data;
    expect((await kit.order(placed.order_id)).payment_fee_taxed_cents).toBe(850);
    expect(one((await modulesOf(AT)).payment, CASH_ON_DELIVERY).fee_taxed_cents).toBe(austrianFee);

    const audit = await shop.backOffice.deps.db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('entity', '=', 'payment_method').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ fee_taxed_cents: 850 });
  });

  it('switches a method off in one country and reorders the list there', async () => {
    const austrian = await kit.shopper('guest', { countryId: AT });
    const cartId = await kit.cartWith(austrian, [[await kit.sellable({ countryId: AT, stock: 5 }), 1]], AT);
    const before = (await offered(austrian, cartId)).map(([code]) => code);
    expect(before.slice(0, 2)).toEqual(['paypal', 'stripe']);

    const paypal = one((await modulesOf(AT)).payment, 'paypal');
    expect((await put(setPayment.path, paypal.id, AT, { active: false, position: paypal.position, fee_taxed_cents: 0 })).status).toBe(200);
    const vorkasse = one((await modulesOf(AT)).payment, 'vorkasse');
    expect((await put(setPayment.path, vorkasse.id, AT, { active: true, position: 0, fee_taxed_cents: 0 })).status).toBe(200);

    const after = (await offered(austrian, cartId)).map(([code]) => code);
    expect(after[0]).toBe('vorkasse');
    expect(after).not.toContain('paypal');
    // Germany still offers PayPal.
    const german = await kit.shopper('guest', { countryId: DE });
    expect((await offered(german, await kit.cartWith(german, [[await kit.sellable({ countryId: DE, stock: 5 }), 1]], DE))).map(([code]) => code)).toContain('paypal');
    // The admin lists the methods in the country's order, the switched-off one as such.
    const listed = (await modulesOf(AT)).payment;
    expect(listed[0]?.code).toBe('vorkasse');
    expect(listed.find((method) => method.code === 'paypal')).toMatchObject({ offered: true, active: false });
  });

  it('sets the Romanian free-delivery threshold: a cart above it pays no postage', async () => {
    const parcel = one((await modulesOf(RO)).delivery, PARCEL);
    const romanian = await kit.shopper('guest', { countryId: RO });
    const cartId = await kit.cartWith(romanian, [[await kit.sellable({ countryId: RO, stock: 5 }), 1]], RO);
    const postage = async () =>
      (await call(kit.api('/customdelivery/postage'), { headers: romanian.headers, body: { country_id: RO, state_id: null, cart_id: cartId, locale: 'ro_RO', delivery_module_id: PARCEL } })).body as {
        postage_amount_taxed: number;
      };
    expect((await postage()).postage_amount_taxed).toBeGreaterThan(0);
    const answer = await put(setDelivery.path, PARCEL, RO, { active: true, position: parcel.position, free_from_taxed_cents: 1, freight_fee_taxed_cents: parcel.freight_fee_taxed_cents });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await postage()).postage_amount_taxed).toBe(0);
  });

  it('refuses bad settings at the field and changes nothing', async () => {
    const before = await modulesOf(DE);
    expect(fieldsOf(await put(setPayment.path, CASH_ON_DELIVERY, DE, { active: true, position: -1, fee_taxed_cents: 2_000_000 })).map((field) => [field.path, field.message])).toEqual([
      ['position', moduleAdminMessages.position_range],
      ['fee_taxed_cents', moduleAdminMessages.amount_range],
    ]);
    expect(fieldsOf(await put(setDelivery.path, PARCEL, DE, { active: true, position: 1, free_from_taxed_cents: 'viel', freight_fee_taxed_cents: null })).map((field) => field.path)).toEqual([
      'free_from_taxed_cents',
    ]);
    expect((await put(setPayment.path, 999, DE, { active: true, position: 1, fee_taxed_cents: 0 })).status).toBe(404);
    expect((await put(setPayment.path, CASH_ON_DELIVERY, 77, { active: true, position: 1, fee_taxed_cents: 0 })).status).toBe(400);
    expect(await modulesOf(DE)).toEqual(before);
  });

  it('adds a pickup point the Austrian checkout lists, and takes it out when switched off', async () => {
    const point: PickupPointBody = { country_id: AT, name: 'Abholung Linz', address1: 'Landstraße 1', zipcode: '4020', city: 'Linz', phone: '', opening_hours: 'Mo–Fr 9–17', active: true };
    expect(fieldsOf(await staff.call(createPickupPoint.path, { method: 'POST', body: { ...point, name: ' ', zipcode: '' } })).map((field) => field.path)).toEqual(['name', 'zipcode']);
    const created = await staff.call(createPickupPoint.path, { method: 'POST', body: point });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = createPickupPoint.response.parse(created.body).data;
    expect(row).toMatchObject({ name: 'Abholung Linz', phone: null, active: true });
    const listed = async () =>
      calls.helper.localPickup.response.parse((await call(kit.helper('/local_pickup'), { headers: (await kit.shopper('guest', { countryId: AT })).headers })).body).data.map((one) => one.id);
    expect(await listed()).toContain(row.id);
    expect((await modulesOf(AT)).pickup_points.map((one) => one.id)).toContain(row.id);

    const changed = await staff.call(updatePickupPoint.path.replace(':id', String(row.id)), { method: 'PUT', body: { ...point, active: false } });
    expect(changed.status).toBe(200);
    expect(await listed()).not.toContain(row.id);
  });
});
