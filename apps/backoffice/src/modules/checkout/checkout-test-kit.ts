// Test fixtures for the checkout suites: customers and guests with addresses written straight into
// the database (no dependency on the account calls), sale elements to buy, and a shopper's HTTP
// calls, including the sandbox payment page driven like a browser (GET the page, POST a form).
import { randomBytes } from 'node:crypto';
import { BEARER_SCHEME, IDEMPOTENCY_KEY_HEADER, SHOP_TOKEN_SCHEME, USER_IDENTIFIER_HEADER, type PaymentCode } from '@shop/contract';
import { payingPrice } from '@shop/pricing-vat';
import { sql } from 'kysely';
import { stockOf as cartStockOf } from '../cart/index.ts';
import { issueCustomerToken } from '../customer/testing.ts';
import { applyCount, stockIn } from '../stock/index.ts';
import { afterAll, beforeAll } from 'vitest';
import { call, startTestBackOffice, type DatabaseKind, type TestBackOffice } from '../../testing/test-backoffice.ts';

export const DE = 5;
export const AT = 13;
export const RO = 146;

export type Shopper = {
  kind: 'guest' | 'customer';
  customerId: number;
  email: string;
  addressId: number;
  countryId: number;
  headers: Record<string, string>;
};

export type Sellable = { productId: number; pseId: number; step: number; title: string; unitNet: number; weightGrams: number };

const phoneOf: Record<number, string> = { [DE]: '+49 911 4468100', [AT]: '+43 7242 219860', [RO]: '+40 21 3114560' };
const zipOf: Record<number, string> = { [DE]: '90461', [AT]: '4600', [RO]: '077040' };

export function checkoutKit(shop: TestBackOffice) {
  const db = shop.backOffice.deps.db;
  const api = (path: string) => `${shop.apiUrl}/api${path}`;
  const helper = (path: string) => `${shop.helperUrl}/api${path}`;
  const used = new Set<number>();
  const unique = () => randomBytes(6).toString('hex');

  async function address(customerId: number, options: { countryId: number; phone?: string | null; stateId?: number | null; firstname?: string }): Promise<number> {
    const row = await db
      .insertInto('address')
      .values({
        customer_id: customerId,
        label: 'Home',
        title_id: 1,
        firstname: options.firstname ?? 'Mara',
        lastname: 'Lindner',
        company: null,
        street: 'Hauptstraße',
        street_number: '12',
        address_extra: null,
        zipcode: zipOf[options.countryId] ?? '1010',
        city: 'Testheim',
        country_id: options.countryId,
        state_id: options.stateId ?? null,
        phone: options.phone === undefined ? (phoneOf[options.countryId] ?? null) : options.phone,
        cellphone: null,
        is_default: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A registered customer (bearer token) or a guest (shop token, own user identifier, guest record). */
  async function shopper(
    kind: 'guest' | 'customer',
    options: { countryId?: number; excludeVat?: boolean; isCompany?: boolean; isAdmin?: boolean; phone?: string | null; stateId?: number | null } = {},
  ): Promise<Shopper> {
    const countryId = options.countryId ?? DE;
    const email = `${kind}-${unique()}@example.test`;
    const at = new Date().toISOString();
    const customer = await db
      .insertInto('customer')
      .values({
        ref: `T${unique()}`,
        email,
        password_hash: null,
        title_id: 1,
        firstname: 'Mara',
        lastname: 'Lindner',
        company: options.isCompany ? 'Lindner Bau GmbH' : null,
        vat_id: null,
        is_company: options.isCompany ? 1 : 0,
        exclude_vat: options.excludeVat ? 1 : 0,
        role: options.isAdmin ? 'admin' : 'customer',
        is_guest: kind === 'guest' ? 1 : 0,
        country_id: countryId,
        lang: countryId === RO ? 'ro' : 'de',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const addressId = await address(customer.id, { countryId, phone: options.phone, stateId: options.stateId });
    const headers: Record<string, string> =
      kind === 'guest'
        ? { authorization: `${SHOP_TOKEN_SCHEME} ${shop.config.shopToken}`, [USER_IDENTIFIER_HEADER]: `guest-${unique()}` }
        : {
            authorization: `${BEARER_SCHEME} ${(await issueCustomerToken({ customerId: customer.id, email }, shop.config.jwtSecret)).token}`,
          };
    return { kind, customerId: customer.id, email, addressId, countryId, headers };
  }

  /**
   * A sale element of a product nobody else in this suite uses: visible, priced in the country, deliverable
   * there (unless asked otherwise), with at least `stock` units.
   */
  async function sellable(options: { countryId?: number; freight?: boolean; stepped?: boolean; stock?: number; undeliverable?: boolean } = {}): Promise<Sellable> {
    const countryId = options.countryId ?? DE;
    let query = db
      .selectFrom('product_sale_element as pse')
      .innerJoin('product', 'product.id', 'pse.product_id')
      .innerJoin('pse_price as price', (join) => join.onRef('price.pse_id', '=', 'pse.id').on('price.country_id', '=', countryId))
      .leftJoin('product_i18n as text', (join) => join.onRef('text.product_id', '=', 'product.id').on('text.lang', '=', countryId === RO ? 'ro' : 'de'))
      .select(['pse.id', 'pse.product_id', 'pse.quantity_step', 'pse.weight_grams', 'price.price_cents', 'price.promo_price_cents', 'price.is_promo', 'text.title'])
      .where('product.visible', '=', 1)
      .where('product.price_on_request', '=', 0)
      .where('product.is_freight', '=', options.freight ? 1 : 0)
      .where('pse.quantity_step', options.stepped ? '>' : '=', 1)
      .where((eb) => {
        const undeliverableThere = eb.exists(
          eb.selectFrom('product_undeliverable as u').select('u.product_id').whereRef('u.product_id', '=', 'product.id').where('u.country_id', '=', countryId),
        );
        return options.undeliverable ? undeliverableThere : eb.not(undeliverableThere);
      })
      .where(sql<boolean>`(select coalesce(sum(s.quantity), 0) from pse_stock s where s.pse_id = pse.id) >= ${options.stock ?? 1}`);
    // One sale element per product, so no two tests share stock, prices or reviews.
    if (used.size > 0) query = query.where('pse.product_id', 'not in', [...used]);
    const row = await query.orderBy('pse.id').limit(1).executeTakeFirst();
    if (!row) throw new Error(`no sale element fits ${JSON.stringify(options)}`);
    used.add(row.product_id);
    return {
      productId: row.product_id,
      pseId: row.id,
      step: row.quantity_step,
      title: row.title ?? '',
      unitNet: payingPrice({ price: row.price_cents, promoPrice: row.promo_price_cents, isPromo: row.is_promo }).net ?? 0,
      weightGrams: row.weight_grams,
    };
  }

  /** Puts exactly this many units of a sale element in stock, spread over the first two centres. */
  async function setStock(pseId: number, total: number): Promise<void> {
    const centres = await db.selectFrom('pse_stock').select('fulfilment_center_id').where('pse_id', '=', pseId).orderBy('fulfilment_center_id').execute();
    const first = Math.ceil(total / 2);
    for (const [index, centre] of centres.entries()) {
      const quantity = index === 0 ? first : index === 1 ? total - first : 0;
      const read = await stockIn(db, pseId, centre.fulfilment_center_id);
      await applyCount(db, { pseId, centreId: centre.fulfilment_center_id, read, quantity, reason: 'manual', note: 'test set-up', at: new Date().toISOString() });
    }
  }

  const stockOf = (pseId: number): Promise<number> => cartStockOf(db, pseId);

  async function addToCart(who: Pick<Shopper, 'headers'>, item: Sellable, quantity: number, options: { cartId?: number | null; append?: boolean; countryId?: number } = {}) {
    return call(api('/cart/add'), {
      headers: who.headers,
      body: {
        ...(options.cartId === undefined ? {} : { 'thelia.cart_id': options.cartId }),
        thelia_cart_add: { append: options.append ?? true, product: item.productId, product_sale_elements_id: item.pseId, quantity },
        ...(options.countryId === undefined ? {} : { country_id: options.countryId }),
      },
    });
  }

  /** A cart of this shopper holding the items; returns its id. */
  async function cartWith(who: Shopper, items: [Sellable, number][], countryId = who.countryId): Promise<number> {
    let cartId: number | undefined;
    for (const [item, quantity] of items) {
      const answer = await addToCart(who, item, quantity, { countryId, ...(cartId === undefined ? {} : { cartId }) });
      if (answer.status !== 200) throw new Error(`add to cart failed: ${JSON.stringify(answer.body)}`);
      cartId = (answer.body as { data: { cartId: number } }).data.cartId;
    }
    if (cartId === undefined) throw new Error('no items');
    return cartId;
  }

  async function paymentModuleId(code: PaymentCode): Promise<number> {
    return (await db.selectFrom('payment_method').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  }

  async function payBody(who: Shopper, cartId: number, code: PaymentCode, overrides: Record<string, unknown> = {}) {
    return {
      cart_id: cartId,
      customer_id: who.customerId,
      appliedCoupon: null,
      api_call: true,
      session_id: 'storefront',
      email: who.email,
      delivery_address_id: who.addressId,
      delivery_module_id: 77,
      invoice_address_id: who.addressId,
      payment_module_id: await paymentModuleId(code),
      postage_tax_rule_title: 'postage',
      country_id: who.countryId,
      locale: who.countryId === RO ? 'ro_RO' : who.countryId === AT ? 'de_AT' : 'de_DE',
      isCompany: false,
      message: '',
      isCompleteDelivery: false,
      guest: who.kind === 'guest',
      ...overrides,
    };
  }

  async function pay(who: Shopper, cartId: number, code: PaymentCode, options: { overrides?: Record<string, unknown>; key?: string } = {}) {
    return call(api(`/${code}/pay`), {
      headers: { ...who.headers, ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}) },
      body: await payBody(who, cartId, code, options.overrides),
    });
  }

  /** The sandbox page of a pay answer's redirect (a URL, or the card provider's sessionId___). */
  function sandboxUrl(redirect: string): string {
    return redirect.startsWith('sessionId___') ? `${shop.apiUrl}/sandbox-pay/${redirect.slice('sessionId___'.length)}` : redirect;
  }

  /** What a browser does: load the page, find the form of the button, submit it; answers the redirect. */
  async function decideOnSandboxPage(redirect: string, button: 'approve' | 'decline' | 'cancel') {
    const page = await fetch(sandboxUrl(redirect));
    const html = await page.text();
    const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map((match) => ({
      action: match[1] ?? '',
      fields: Object.fromEntries([...(match[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((input) => [input[1], input[2]])),
      button: /<button[^>]*value="([^"]+)"/.exec(match[2] ?? '')?.[1],
    }));
    const form = forms.find((candidate) => candidate.button === button);
    if (!form) return { pageStatus: page.status, html, status: 0, location: null as string | null };
    const answer = await fetch(new URL(form.action, sandboxUrl(redirect)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields).toString(),
      redirect: 'manual',
    });
    return { pageStatus: page.status, html, status: answer.status, location: answer.headers.get('location') };
  }

  async function order(orderId: number) {
    return db.selectFrom('shop_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  }

  async function cartLines(cartId: number) {
    return db.selectFrom('cart_item').select(['pse_id', 'quantity']).where('cart_id', '=', cartId).orderBy('id').execute();
  }

  async function mails(email: string) {
    return db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  }

  /** Sets the country's minimum order value (locale config config_min_price) in each of its languages. */
  async function setMinimumOrder(countryId: number, cents: number): Promise<void> {
    for (const row of await db.selectFrom('locale_config').select(['lang_id', 'settings']).where('country_id', '=', countryId).execute()) {
      const settings = { ...(JSON.parse(row.settings) as Record<string, unknown>), config_min_price: cents };
      await db.updateTable('locale_config').set({ settings: JSON.stringify(settings) }).where('country_id', '=', countryId).where('lang_id', '=', row.lang_id).execute();
    }
  }

  return { db, api, helper, shopper, address, sellable, setStock, stockOf, addToCart, cartWith, payBody, pay, paymentModuleId, sandboxUrl, decideOnSandboxPage, order, cartLines, mails, setMinimumOrder };
}

export type CheckoutKit = ReturnType<typeof checkoutKit>;

/**
 * A back office with 250 products, started before the describe block's tests and closed after
 * them, and its checkout kit: read `shop` and `kit` inside the tests (they are set by then).
 */
export function checkoutShop(kind: DatabaseKind): { shop: TestBackOffice; kit: CheckoutKit } {
  const running = {} as { shop: TestBackOffice; kit: CheckoutKit };
  beforeAll(async () => {
    running.shop = await startTestBackOffice(kind, { products: 250 });
    running.kit = checkoutKit(running.shop);
  });
  afterAll(async () => {
    await running.shop?.close();
  });
  return running;
}
