import { calls } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { AT, checkoutKit, DE, RO, type CheckoutKit, type Sellable, type Shopper } from './checkout-test-kit.ts';

describe.each(databaseKinds)('delivery, postage and pickup on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  const postage = (who: Shopper, cartId: number, countryId: number, options: { stateId?: number | null; module?: number } = {}) =>
    call(kit.api('/customdelivery/postage'), {
      headers: who.headers,
      body: { country_id: countryId, state_id: options.stateId ?? null, cart_id: cartId, locale: countryId === RO ? 'ro_RO' : 'de_DE', delivery_module_id: options.module ?? 77 },
    });
  const priced = async (countryId: number, netCents: number, options: { freight?: boolean } = {}): Promise<Sellable> => {
    const item = await kit.sellable({ countryId, stock: 10, ...options });
    await kit.db.updateTable('pse_price').set({ price_cents: netCents, promo_price_cents: null, is_promo: 0 }).where('pse_id', '=', item.pseId).where('country_id', '=', countryId).execute();
    return { ...item, unitNet: netCents };
  };

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('offers standard delivery first and pickup where there are pickup points', async () => {
    const guest = await kit.shopper('guest');
    const cartId = await kit.cartWith(guest, [[await kit.sellable(), 1]]);
    const answer = await call(kit.api(`/ExternalOrderApi/getActiveDelivery/${cartId}`), { headers: guest.headers });
    const methods = calls.backoffice.activeDelivery.response.parse(answer.body).data;
    expect(methods.map((m) => [m.id, m.position, m.is_local_pickup])).toEqual([
      [77, 1, false],
      [78, 2, true],
    ]);
    expect(methods[0]?.title).toBe('Standardversand');
    expect((await call(kit.api(`/ExternalOrderApi/getActiveDelivery/${cartId}`), { headers: (await kit.shopper('guest')).headers })).status).toBe(404);
  });

  it('names the methods each shop offers for the footer: Romania takes no prepayment, Germany does; pickup where there are points', async () => {
    const methods = async (countryId: number) => {
      const shopper = await kit.shopper('guest', { countryId });
      return calls.helper.shopMethods.response.parse((await call(kit.helper(`/shop_methods?country_id=${countryId}`), { headers: shopper.headers })).body).data;
    };
    const ro = await methods(RO);
    expect(ro.payment).toContain('ramburs');
    expect(ro.payment).not.toContain('vorkasse');
    expect((await methods(DE)).payment).toContain('vorkasse');
    expect(ro.delivery.some((method) => method.is_local_pickup)).toBe(true);
  });

  it('offers the payment methods of the country, and no cash on delivery for freight', async () => {
    const codes = async (who: Shopper, cartId: number) =>
      calls.backoffice.activePaymentMethods.response.parse((await call(kit.api(`/ExternalOrderApi/getActivePaymentMethods/${cartId}`), { headers: who.headers })).body).data.map((m) => m.code);
    const german = await kit.shopper('guest');
    expect(await codes(german, await kit.cartWith(german, [[await kit.sellable(), 1]]))).toEqual(['paypal', 'stripe', 'sofort', 'klarna', 'amazon', 'vorkasse', 'ramburs']);
    const romanian = await kit.shopper('guest', { countryId: RO });
    expect(await codes(romanian, await kit.cartWith(romanian, [[await kit.sellable({ countryId: RO }), 1]]))).toEqual(['paypal', 'globalpayments', 'ramburs']);
    const freightBuyer = await kit.shopper('guest');
    const freightCart = await kit.cartWith(freightBuyer, [[await kit.sellable({ freight: true }), 1]]);
    expect(await codes(freightBuyer, freightCart)).not.toContain('ramburs');
    // And paying so anyway is refused.
    const refused = await kit.pay(freightBuyer, freightCart, 'ramburs');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { fields: [{ path: 'payment_module_id' }] } });
  });

  it('charges the parcel fee below the free threshold, and nothing from it on', async () => {
    const guest = await kit.shopper('guest');
    const item = await priced(DE, 2000); // 23.80 gross
    const cartId = await kit.cartWith(guest, [[item, 1]]);
    expect((await postage(guest, cartId, DE)).body).toEqual({ postage_amount: 416, postage_amount_taxed: 495 });
    await kit.addToCart(guest, item, 1, { cartId }); // 47.60
    expect((await postage(guest, cartId, DE)).body).toMatchObject({ postage_amount_taxed: 495 });
    await kit.addToCart(guest, item, 1, { cartId }); // 71.40 >= 49
    expect((await postage(guest, cartId, DE)).body).toEqual({ postage_amount: 0, postage_amount_taxed: 0 });
    // Austria: 6.95 below 79 EUR.
    const austrian = await kit.shopper('guest', { countryId: AT });
    const atCart = await kit.cartWith(austrian, [[await priced(AT, 2000), 1]]);
    expect((await postage(austrian, atCart, AT)).body).toEqual({ postage_amount: 579, postage_amount_taxed: 695 });
  });

  it('charges the flat freight fee for freight items, whatever the order value (90 EUR in Germany)', async () => {
    const guest = await kit.shopper('guest');
    const tub = await priced(DE, 100_000, { freight: true });
    const cartId = await kit.cartWith(guest, [
      [tub, 1],
      [await priced(DE, 2000), 1],
    ]);
    expect((await postage(guest, cartId, DE)).body).toEqual({ postage_amount: 7563, postage_amount_taxed: 9000 });
    const romanian = await kit.shopper('guest', { countryId: RO });
    const roCart = await kit.cartWith(romanian, [[await priced(RO, 100_000, { freight: true }), 1]], RO);
    expect((await postage(romanian, roCart, RO)).body).toEqual({ postage_amount: 28843, postage_amount_taxed: 34900 });
    const austrian = await kit.shopper('guest', { countryId: AT });
    const atCart = await kit.cartWith(austrian, [[await priced(AT, 100_000, { freight: true }), 1]], AT);
    expect((await postage(austrian, atCart, AT)).body).toMatchObject({ postage_amount_taxed: 11900 });
  });

  it('follows rules by state and by weight when the shop configures them', async () => {
    const vienna = await kit.db.selectFrom('state').select('id').where('country_id', '=', AT).where('code', '=', 'AT-9').executeTakeFirstOrThrow();
    await kit.db
      .insertInto('postage_rule')
      .values([
        { delivery_module_id: 77, country_id: AT, state_id: vienna.id, min_weight_grams: 0, max_weight_grams: null, price_taxed_cents: 395 },
        { delivery_module_id: 77, country_id: DE, state_id: null, min_weight_grams: 31_500, max_weight_grams: null, price_taxed_cents: 1290 },
      ])
      .execute();
    await kit.db.updateTable('postage_rule').set({ max_weight_grams: 31_500 }).where('country_id', '=', DE).where('min_weight_grams', '=', 0).where('state_id', 'is', null).execute();

    try {
      const austrian = await kit.shopper('guest', { countryId: AT });
      const atCart = await kit.cartWith(austrian, [[await priced(AT, 1000), 1]], AT);
      expect((await postage(austrian, atCart, AT, { stateId: vienna.id })).body).toMatchObject({ postage_amount_taxed: 395 });
      expect((await postage(austrian, atCart, AT)).body).toMatchObject({ postage_amount_taxed: 695 });
      const germanState = await kit.db.selectFrom('state').select('id').where('country_id', '=', DE).executeTakeFirstOrThrow();
      expect((await postage(austrian, atCart, AT, { stateId: germanState.id })).status).toBe(400);

      const german = await kit.shopper('guest');
      const light = await priced(DE, 100);
      const cartId = await kit.cartWith(german, [[light, 1]]);
      expect((await postage(german, cartId, DE)).body).toMatchObject({ postage_amount_taxed: 495 });
      await kit.db.updateTable('product_sale_element').set({ weight_grams: 32_000 }).where('id', '=', light.pseId).execute();
      expect((await postage(german, cartId, DE)).body).toMatchObject({ postage_amount_taxed: 1290 });
    } finally {
      // Back to the demo shop's rules for the other tests.
      await kit.db.deleteFrom('postage_rule').where('price_taxed_cents', 'in', [395, 1290]).execute();
      await kit.db.updateTable('postage_rule').set({ max_weight_grams: null }).where('country_id', '=', DE).execute();
    }
  });

  it('answers the helper delivery cost, and Invalid data for bad input', async () => {
    const guest = await kit.shopper('guest');
    const cartId = await kit.cartWith(guest, [[await priced(DE, 2000), 1]]);
    const cost = await call(kit.helper(`/delivery_cost?cart_id=${cartId}&country_id=${DE}`), { headers: guest.headers });
    expect(cost.status).toBe(200);
    expect(calls.helper.deliveryCost.response.parse(cost.body)).toEqual({ data: { postage_amount: 416, postage_amount_taxed: 495, delivery_module_id: 77 } });
    for (const query of [`cart_id=${cartId}&country_id=999`, `cart_id=abc&country_id=5`, `country_id=5`, `cart_id=99999999&country_id=5`]) {
      const answer = await call(kit.helper(`/delivery_cost?${query}`), { headers: guest.headers });
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual({ error: { code: 'invalid_data', message: 'Invalid data' } });
    }
    const stranger = await kit.shopper('guest');
    expect((await call(kit.helper(`/delivery_cost?cart_id=${cartId}&country_id=5`), { headers: stranger.headers })).body).toMatchObject({ error: { code: 'invalid_data' } });
    expect((await call(kit.helper(`/delivery_cost?cart_id=${cartId}&country_id=5`))).status).toBe(401);
  });

  it('moves the cart to the delivery country the shopper picks', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable({ stock: 3 });
    const cartId = await kit.cartWith(guest, [[item, 1]]);
    expect((await postage(guest, cartId, AT)).status).toBe(200);
    const cart = calls.backoffice.cartGet.response.parse((await call(kit.api('/cart/get'), { headers: guest.headers, body: { 'thelia.cart_id': cartId } })).body).data;
    expect(cart.lines[0]?.tax_rate).toBe(20);
  });

  it('collects an order at a pickup point: free, then recorded and used as delivery address', async () => {
    const customer = await kit.shopper('customer');
    const cartId = await kit.cartWith(customer, [[await priced(DE, 2000), 1]]);
    expect((await postage(customer, cartId, DE, { module: 78 })).body).toEqual({ postage_amount: 0, postage_amount_taxed: 0 });
    const placed = calls.backoffice.vorkassePay.response.parse((await kit.pay(customer, cartId, 'vorkasse', { overrides: { delivery_module_id: 78 } })).body).data;
    expect((await kit.order(placed.order_id)).postage_taxed_cents).toBe(0);
    const points = await kit.db.selectFrom('local_pickup_point').selectAll().orderBy('id').execute();
    const german = points.find((p) => p.country_id === DE);
    const romanian = points.find((p) => p.country_id === RO);
    if (!german || !romanian) throw new Error('the demo shop has pickup points in DE and RO');

    const none = await call(kit.helper(`/order_local_pickup?search_order_id=${placed.order_id}`), { headers: customer.headers });
    expect(calls.helper.orderLocalPickup.response.parse(none.body)).toEqual({ data: null });
    const wrongCountry = await call(kit.api('/localpickup/order'), { headers: customer.headers, body: { order_id: placed.order_id, local_pickup_id: romanian.id } });
    expect(wrongCountry.status).toBe(400);
    const set = await call(kit.api('/localpickup/order'), { headers: customer.headers, body: { order_id: placed.order_id, local_pickup_id: german.id } });
    expect(set.body).toEqual({ status_code: 200, message: 'Order Local Pickup Updated' });
    const lookup = calls.helper.orderLocalPickup.response.parse((await call(kit.helper(`/order_local_pickup?search_order_id=${placed.order_id}`), { headers: customer.headers })).body);
    expect(lookup.data).toMatchObject({ order_id: placed.order_id, local_pickup: { id: german.id, title: german.name, city: german.city } });
    const address = await call(kit.api('/localPickupAddress/order'), { headers: customer.headers, body: { order_id: placed.order_id, local_pickup_id: german.id } });
    expect(address.body).toEqual({ status_code: 200, message: 'Order Local Pickup Address Updated' });
    const detail = calls.backoffice.order.response.parse((await call(kit.api(`/ExternalOrderApi/order/${placed.order_id}`), { headers: customer.headers })).body).OrderItems[0];
    expect(detail?.delivery_address).toMatchObject({ company: german.name, street: german.address1, zipcode: german.zipcode, firstname: 'Mara' });
    expect(detail?.local_pickup_id).toBe(german.id);

    // Someone else's order, or an order delivered by parcel: refused, nothing changes.
    const stranger = await kit.shopper('customer');
    expect((await call(kit.api('/localpickup/order'), { headers: stranger.headers, body: { order_id: placed.order_id, local_pickup_id: german.id } })).status).toBe(404);
    expect((await call(kit.helper(`/order_local_pickup?search_order_id=${placed.order_id}`), { headers: stranger.headers })).status).toBe(404);
    const parcel = calls.backoffice.vorkassePay.response.parse(
      (await kit.pay(customer, await kit.cartWith(customer, [[await kit.sellable(), 1]]), 'vorkasse')).body,
    ).data;
    const notPickup = await call(kit.api('/localpickup/order'), { headers: customer.headers, body: { order_id: parcel.order_id, local_pickup_id: german.id } });
    expect(notPickup.status).toBe(400);
    expect((await kit.order(parcel.order_id)).local_pickup_id).toBeNull();
  });

  it('places a pickup order with its point in one step: the confirmation mail and the order page name the point; a point of another country or a parcel delivery is refused', async () => {
    const customer = await kit.shopper('customer');
    const points = await kit.db.selectFrom('local_pickup_point').selectAll().orderBy('id').execute();
    const german = points.find((p) => p.country_id === DE);
    const romanian = points.find((p) => p.country_id === RO);
    if (!german || !romanian) throw new Error('the demo shop has pickup points in DE and RO');
    const cart = async () => kit.cartWith(customer, [[await priced(DE, 2000), 1]]);
    const elsewhere = await kit.pay(customer, await cart(), 'vorkasse', { overrides: { delivery_module_id: 78, local_pickup_id: romanian.id } });
    expect((elsewhere.body as { error: { fields: { path: string }[] } }).error.fields.map((field) => field.path)).toEqual(['local_pickup_id']);
    const byParcel = await kit.pay(customer, await cart(), 'vorkasse', { overrides: { local_pickup_id: german.id } });
    expect(byParcel.status).toBe(400);
    const placed = calls.backoffice.vorkassePay.response.parse((await kit.pay(customer, await cart(), 'vorkasse', { overrides: { delivery_module_id: 78, local_pickup_id: german.id } })).body).data;
    const detail = calls.backoffice.order.response.parse((await call(kit.api(`/ExternalOrderApi/order/${placed.order_id}`), { headers: customer.headers })).body).OrderItems[0];
    expect(detail).toMatchObject({ local_pickup_id: german.id, delivery_address: { company: german.name, street: german.address1, zipcode: german.zipcode, city: german.city } });
    const mail = (await kit.mails(customer.email)).find((candidate) => candidate.order_id === placed.order_id && candidate.kind === 'order_confirmation');
    expect(mail?.text_body).toContain(german.name);
    expect(mail?.text_body).toContain(german.address1);
  });

  it('needs a phone in the delivery address for freight, and refuses undeliverable items', async () => {
    const noPhone = await kit.shopper('customer', { phone: null });
    const cartId = await kit.cartWith(noPhone, [[await kit.sellable({ freight: true }), 1]]);
    const refused = await kit.pay(noPhone, cartId, 'vorkasse');
    expect(refused.body).toMatchObject({ error: { code: 'validation_failed', fields: [{ path: 'delivery_address_id', message: 'Freight items need a delivery address with a phone number.' }] } });
    const romanian = await kit.shopper('customer', { countryId: RO });
    const roCart = await kit.cartWith(romanian, [[await kit.sellable({ countryId: RO, undeliverable: true }), 1]]);
    const undeliverable = await kit.pay(romanian, roCart, 'ramburs');
    expect(undeliverable.body).toMatchObject({ error: { fields: [{ path: 'cart_id', message: 'Some items in your cart cannot be delivered.' }] } });
    expect(await kit.db.selectFrom('shop_order').select('id').where('cart_id', 'in', [cartId, roCart]).execute()).toEqual([]);
  });
});
