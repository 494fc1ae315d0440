import { calls } from '@shop/contract';
import { grossFromNet } from '@shop/pricing-vat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, checkoutKit, type CheckoutKit, DE, RO } from '../checkout/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('cart on %s', (kind) => {
  let shop: TestBackOffice;
  let kit: CheckoutKit;
  const getCart = (headers: Record<string, string>, cartId: number, extra: Record<string, unknown> = {}) =>
    call(kit.api('/cart/get'), { headers, body: { 'thelia.cart_id': cartId, ...extra } });
  const cartOf = (answer: { body: unknown }) => calls.backoffice.cartGet.response.parse(answer.body).data;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 250 });
    kit = checkoutKit(shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('takes a guest from an empty cart to a cart with priced lines', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable({ stock: 5 });
    const first = await kit.addToCart(guest, item, 2, { countryId: DE });
    expect(first.status).toBe(200);
    const added = calls.backoffice.cartAdd.response.parse(first.body);
    expect(added).toMatchObject({ status_code: 200, data: { quantity: 2 } });

    const again = await kit.addToCart(guest, item, 1, { cartId: added.data.cartId });
    expect(calls.backoffice.cartAdd.response.parse(again.body).data).toEqual({ quantity: 3, cartId: added.data.cartId, cartItemId: added.data.cartItemId });

    const cart = cartOf(await getCart(guest.headers, added.data.cartId));
    expect(cart.currency).toBe('EUR');
    expect(cart.lines).toHaveLength(1);
    const [line] = cart.lines;
    expect(line).toMatchObject({ product_sale_elements_id: item.pseId, quantity: 3, tax_rate: 19, unit_price_cents: item.unitNet });
    expect(line?.unit_price_taxed_cents).toBe(grossFromNet(item.unitNet, 19));
    // The line is the shown unit price times the quantity, to the cent.
    expect(line?.line_total_taxed_cents).toBe(3 * grossFromNet(item.unitNet, 19));
    expect(line?.quantity_step).toBe(1);
    expect(cart.total_taxed_cents).toBe(3 * grossFromNet(item.unitNet, 19));
  });

  it('sets, removes and clears lines', async () => {
    const guest = await kit.shopper('guest');
    const [a, b] = [await kit.sellable({ stock: 10 }), await kit.sellable({ stock: 10 })];
    const cartId = await kit.cartWith(guest, [
      [a, 1],
      [b, 1],
    ]);
    const lines = cartOf(await getCart(guest.headers, cartId)).lines;
    const lineA = lines.find((line) => line.product_sale_elements_id === a.pseId);
    const update = await call(kit.api('/cart/update'), { headers: guest.headers, body: { 'thelia.cart_id': cartId, cart_item: lineA?.cart_item_id, quantity: 4 } });
    expect(update.status).toBe(200);
    expect(calls.backoffice.cartUpdate.response.parse(update.body).data.quantity).toBe(4);
    const replace = await kit.addToCart(guest, a, 2, { cartId, append: false });
    expect(calls.backoffice.cartAdd.response.parse(replace.body).data.quantity).toBe(2);

    const remove = await call(kit.api('/cart/delete'), { headers: guest.headers, body: { 'thelia.cart_id': cartId, cart_item: lineA?.cart_item_id } });
    expect(remove.status).toBe(200);
    expect((await kit.cartLines(cartId)).map((line) => line.pse_id)).toEqual([b.pseId]);

    const clear = await call(kit.api('/cart/clear'), { headers: guest.headers, body: { 'thelia.cart_id': cartId } });
    expect(clear.status).toBe(200);
    const emptied = cartOf(await getCart(guest.headers, cartId));
    expect(emptied).toMatchObject({ id: cartId, lines: [], total_taxed_cents: 0 });
  });

  it("answers 'Cart not found' for an unknown or another shopper's cart, and a new add recovers", async () => {
    const owner = await kit.shopper('guest');
    const stranger = await kit.shopper('guest');
    const customer = await kit.shopper('customer');
    const item = await kit.sellable({ stock: 5 });
    const cartId = await kit.cartWith(owner, [[item, 1]]);

    for (const [who, id] of [
      [stranger, cartId],
      [customer, cartId],
      [owner, 99_999_999],
    ] as const) {
      const answer = await getCart(who.headers, id);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'cart_not_found', message: 'Cart not found' } });
      const add = await kit.addToCart(who, item, 1, { cartId: id });
      expect(add.status).toBe(404);
    }
    // Someone else's cart is unchanged.
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
    // The storefront forgets the cart id and adds again: a fresh cart.
    const fresh = await kit.addToCart(stranger, item, 1);
    expect(fresh.status).toBe(200);
    expect(calls.backoffice.cartAdd.response.parse(fresh.body).data.cartId).not.toBe(cartId);
  });

  it('checks the stock on add and update, summed over the fulfilment centres', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable();
    await kit.setStock(item.pseId, 5);
    const cartId = await kit.cartWith(guest, [[item, 5]]);
    const tooMany = await kit.addToCart(guest, item, 1, { cartId });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ error: { code: 'out_of_stock', message: 'Only 5 in stock.', fields: [{ path: 'thelia_cart_add.quantity' }] } });
    const [line] = await shop.backOffice.deps.db.selectFrom('cart_item').select('id').where('cart_id', '=', cartId).execute();
    const update = await call(kit.api('/cart/update'), { headers: guest.headers, body: { 'thelia.cart_id': cartId, cart_item: line?.id, quantity: 6 } });
    expect(update.status).toBe(409);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 5 }]);

    await kit.setStock(item.pseId, 0);
    const soldOut = await kit.addToCart(await kit.shopper('guest'), item, 1);
    expect(soldOut.body).toMatchObject({ error: { code: 'out_of_stock', message: 'This product is out of stock.' } });
  });

  it("rounds quantities up to the product's step and says the quantity it kept", async () => {
    const guest = await kit.shopper('guest');
    const tiles = await kit.sellable({ stepped: true, stock: 40 });
    expect(tiles.step).toBeGreaterThan(1);
    const added = await kit.addToCart(guest, tiles, 1);
    const data = calls.backoffice.cartAdd.response.parse(added.body).data;
    expect(data.quantity).toBe(tiles.step);
    const update = await call(kit.api('/cart/update'), {
      headers: guest.headers,
      body: { 'thelia.cart_id': data.cartId, cart_item: data.cartItemId, quantity: tiles.step + 1 },
    });
    expect(calls.backoffice.cartUpdate.response.parse(update.body).data.quantity).toBe(tiles.step * 2);
  });

  it('prices a cart in the country it is for, and flags lines that cannot be delivered there', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable({ countryId: RO, undeliverable: true, stock: 2 });
    const cartId = await kit.cartWith(guest, [[item, 1]], RO);
    const cart = cartOf(await getCart(guest.headers, cartId));
    expect(cart.currency).toBe('RON');
    expect(cart.lines[0]).toMatchObject({ tax_rate: 21, undeliverable: true });

    const austrian = await kit.shopper('guest');
    const atItem = await kit.sellable({ countryId: AT });
    const atCart = cartOf(await getCart(austrian.headers, await kit.cartWith(austrian, [[atItem, 1]], AT)));
    expect(atCart.lines[0]).toMatchObject({ tax_rate: 20, undeliverable: false });
  });

  it('shows 0 % VAT to customers who exclude VAT, and to companies in zero-VAT categories', async () => {
    const exempt = await kit.shopper('customer', { excludeVat: true });
    const item = await kit.sellable();
    const cart = cartOf(await getCart(exempt.headers, await kit.cartWith(exempt, [[item, 1]])));
    expect(cart.lines[0]).toMatchObject({ tax_rate: 0, unit_price_cents: item.unitNet, unit_price_taxed_cents: item.unitNet });

    const db = shop.backOffice.deps.db;
    const zeroVat = await db
      .selectFrom('product_sale_element as pse')
      .innerJoin('product', 'product.id', 'pse.product_id')
      .innerJoin('zero_vat_category as z', (join) => join.onRef('z.category_id', '=', 'product.default_category_id').on('z.country_id', '=', DE))
      .innerJoin('pse_stock as s', 's.pse_id', 'pse.id')
      .select(['pse.id', 'pse.product_id', 'pse.quantity_step'])
      .where('product.visible', '=', 1)
      .where('product.price_on_request', '=', 0)
      .where('s.quantity', '>', 20)
      .orderBy('pse.id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const tile = { productId: zeroVat.product_id, pseId: zeroVat.id, step: zeroVat.quantity_step, title: '', unitNet: 0, weightGrams: 0 };
    const company = await kit.shopper('customer', { isCompany: true });
    const companyCart = cartOf(await getCart(company.headers, await kit.cartWith(company, [[tile, 1], [await kit.sellable(), 1]])));
    const rates = companyCart.lines.map((line) => [line.product_sale_elements_id === tile.pseId, line.tax_rate]);
    expect(rates).toEqual(expect.arrayContaining([[true, 0], [false, 19]]));
    const consumer = await kit.shopper('customer');
    const consumerCart = cartOf(await getCart(consumer.headers, await kit.cartWith(consumer, [[tile, 1]])));
    expect(consumerCart.lines[0]?.tax_rate).toBe(19);
  });

  it('lets a customer take over the guest cart after signing in, and nobody else', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable();
    const cartId = await kit.cartWith(guest, [[item, 1]]);
    const customer = await kit.shopper('customer');
    const otherCustomer = await kit.shopper('customer');

    const withoutProof = await call(kit.api('/cart/assignCustomer'), { headers: customer.headers, body: { email: customer.email, cart_id: cartId } });
    expect(withoutProof.status).toBe(404);
    const wrongEmail = await call(kit.api('/cart/assignCustomer'), {
      headers: { ...customer.headers, 'x-user-identifier': guest.headers['x-user-identifier'] ?? '' },
      body: { email: otherCustomer.email, cart_id: cartId },
    });
    expect(wrongEmail.status).toBe(403);
    const assigned = await call(kit.api('/cart/assignCustomer'), {
      headers: { ...customer.headers, 'x-user-identifier': guest.headers['x-user-identifier'] ?? '' },
      body: { email: customer.email, cart_id: cartId },
    });
    expect(assigned.status).toBe(200);
    expect(calls.backoffice.cartAssignCustomer.response.parse(assigned.body).data).toEqual({ cartId, customer_id: customer.customerId });
    expect(cartOf(await getCart(customer.headers, cartId)).customer_id).toBe(customer.customerId);
    // The cart now belongs to the customer: the guest session and other customers lose it.
    expect((await getCart(guest.headers, cartId)).status).toBe(404);
    expect((await getCart(otherCustomer.headers, cartId, { thelia_login: guest.headers['x-user-identifier'] })).status).toBe(404);
  });

  it('refuses bad quantities and payloads, naming the field, and changes nothing', async () => {
    const guest = await kit.shopper('guest');
    const item = await kit.sellable({ stock: 3 });
    const cartId = await kit.cartWith(guest, [[item, 1]]);
    const add = (thelia_cart_add: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      call(kit.api('/cart/add'), { headers: guest.headers, body: { 'thelia.cart_id': cartId, thelia_cart_add, ...extra } });
    const base = { append: true, product: item.productId, product_sale_elements_id: item.pseId };
    for (const quantity of [-1, 0, 1.5, 10_000, '2', null]) {
      const answer = await add({ ...base, quantity });
      expect(answer.status, String(quantity)).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'validation_failed', fields: [{ path: 'thelia_cart_add.quantity' }] } });
    }
    const missing = await add({ append: true, product: item.productId, quantity: 1 });
    expect(missing.body).toMatchObject({ error: { fields: [{ path: 'thelia_cart_add.product_sale_elements_id' }] } });
    const wrongProduct = await add({ ...base, product: item.productId + 1, quantity: 1 });
    expect(wrongProduct.status).toBe(400);
    expect(wrongProduct.body).toMatchObject({ error: { fields: [{ path: 'thelia_cart_add.product' }] } });
    expect((await add({ ...base, product_sale_elements_id: 99_999_999, quantity: 1 })).status).toBe(404);
    expect((await add({ ...base, quantity: 1 }, { 'thelia.cart_id': 'abc' })).status).toBe(400);
    const update = await call(kit.api('/cart/update'), { headers: guest.headers, body: { 'thelia.cart_id': cartId, cart_item: 1, quantity: -3 } });
    expect(update.status).toBe(400);
    const unknownLine = await call(kit.api('/cart/delete'), { headers: guest.headers, body: { 'thelia.cart_id': cartId, cart_item: 99_999_999 } });
    expect(unknownLine.status).toBe(404);
    const anonymous = await call(kit.api('/cart/add'), { body: { thelia_cart_add: { ...base, quantity: 1 } } });
    expect(anonymous.status).toBe(401);
    expect(await kit.cartLines(cartId)).toEqual([{ pse_id: item.pseId, quantity: 1 }]);
  });
});
