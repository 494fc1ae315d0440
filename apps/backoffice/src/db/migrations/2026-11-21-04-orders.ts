// Carts, coupons, delivery and payment methods, orders and their payments, reviews (issue 4).
// Same conventions as the catalog: ids integer, money integer cents, flags 0/1, timestamps ISO
// text. An order copies everything it was placed with (prices, VAT, titles, addresses, postage),
// so later catalog or address changes never rewrite it.
import { sql } from 'kysely';
import { flag, idColumn, type AnyDb, type DialectName } from './column-kinds.ts';

export function ordersMigration(dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      const table = (name: string) => db.schema.createTable(name);

      // --- carts -------------------------------------------------------------------------------
      // A cart belongs to a customer, or to a guest's user identifier while nobody is signed in.
      // Its country prices it (currency, VAT, what can be delivered).
      await idColumn(dialect, table('cart'))
        .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('set null'))
        .addColumn('user_identifier', 'text')
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('coupon_code', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cart_customer_idx').on('cart').column('customer_id').execute();
      await idColumn(dialect, table('cart_item'))
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('pse_id', 'integer', (c) => c.notNull().references('product_sale_element.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('cart_item_line_unique', ['cart_id', 'pse_id'])
        .execute();

      // --- coupons -----------------------------------------------------------------------------
      // kind: percent | amount | free_shipping. Amounts and minimum orders are gross cents in the
      // coupon's currency; a coupon without a currency (percent, free shipping) has no amounts.
      await idColumn(dialect, table('coupon'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('percent', 'integer')
        .addColumn('amount_cents', 'integer')
        .addColumn('currency_code', 'text')
        .addColumn('country_id', 'integer', (c) => c.references('country.id'))
        .addColumn('min_order_cents', 'integer')
        .addColumn('valid_from', 'text')
        .addColumn('valid_until', 'text')
        .addColumn('max_uses', 'integer')
        .addColumn('max_uses_per_customer', 'integer')
        // Counted by a conditional update when an order takes the coupon, so a limit holds under
        // concurrent checkouts.
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used_count >= 0`))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      // --- delivery ------------------------------------------------------------------------------
      await table('delivery_module')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_local_pickup', 'integer', flag)
        .execute();
      await table('delivery_module_i18n')
        .addColumn('delivery_module_id', 'integer', (c) => c.notNull().references('delivery_module.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addPrimaryKeyConstraint('delivery_module_i18n_pk', ['delivery_module_id', 'lang'])
        .execute();
      // Per country: whether the method delivers there, the parcel threshold above which parcels
      // go free, and the flat freight fee an order with freight items pays instead (gross cents in
      // the country's currency).
      await table('delivery_module_country')
        .addColumn('delivery_module_id', 'integer', (c) => c.notNull().references('delivery_module.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('free_from_taxed_cents', 'integer')
        .addColumn('freight_fee_taxed_cents', 'integer')
        .addPrimaryKeyConstraint('delivery_module_country_pk', ['delivery_module_id', 'country_id'])
        .execute();
      // Parcel prices by country, optionally a state, and a weight band [min, max) in grams.
      // A rule for the state wins over the country-wide one.
      await idColumn(dialect, table('postage_rule'))
        .addColumn('delivery_module_id', 'integer', (c) => c.notNull().references('delivery_module.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('state_id', 'integer', (c) => c.references('state.id'))
        .addColumn('min_weight_grams', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_weight_grams', 'integer')
        .addColumn('price_taxed_cents', 'integer', (c) => c.notNull().check(sql`price_taxed_cents >= 0`))
        .execute();
      await db.schema.createIndex('postage_rule_lookup_idx').on('postage_rule').columns(['delivery_module_id', 'country_id']).execute();

      // --- payment methods -----------------------------------------------------------------------
      // kind: online (a provider adapter), prepayment, cash_on_delivery.
      await table('payment_method')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('image_url', 'text')
        .execute();
      await table('payment_method_i18n')
        .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_method.id').onDelete('cascade'))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addPrimaryKeyConstraint('payment_method_i18n_pk', ['payment_method_id', 'lang'])
        .execute();
      // Where a method is offered, and its fee there (cash on delivery), gross cents.
      await table('payment_method_country')
        .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_method.id').onDelete('cascade'))
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('fee_taxed_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('payment_method_country_pk', ['payment_method_id', 'country_id'])
        .execute();

      // --- orders --------------------------------------------------------------------------------
      // status: not_paid, paid, processing, sent, canceled, refunded, payment_error (contract).
      // `*_cents` net, `*_taxed_cents` gross, in the order's currency.
      await idColumn(dialect, table('shop_order'))
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id'))
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('cart_id', 'integer', (c) => c.references('cart.id').onDelete('set null'))
        // The guest session that placed it: that session may read the order without the mail link.
        .addColumn('guest_identifier', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer', (c) => c.notNull().references('payment_method.id'))
        .addColumn('payment_code', 'text', (c) => c.notNull())
        .addColumn('delivery_module_id', 'integer', (c) => c.notNull().references('delivery_module.id'))
        .addColumn('local_pickup_id', 'integer', (c) => c.references('local_pickup_point.id'))
        .addColumn('coupon_code', 'text')
        .addColumn('customer_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_complete_delivery', 'integer', flag)
        .addColumn('goods_cents', 'integer', (c) => c.notNull())
        .addColumn('goods_taxed_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_taxed_cents', 'integer', (c) => c.notNull())
        .addColumn('postage_cents', 'integer', (c) => c.notNull())
        .addColumn('postage_taxed_cents', 'integer', (c) => c.notNull())
        .addColumn('payment_fee_cents', 'integer', (c) => c.notNull())
        .addColumn('payment_fee_taxed_cents', 'integer', (c) => c.notNull())
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('total_taxed_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('failed_at', 'text')
        .addColumn('canceled_at', 'text')
        .execute();
      await db.schema.createIndex('shop_order_customer_idx').on('shop_order').columns(['customer_id', 'created_at']).execute();
      await db.schema.createIndex('shop_order_cart_idx').on('shop_order').columns(['cart_id', 'status']).execute();
      // Orders still awaiting payment, oldest first (abandoned payment pages are closed after a while).
      await db.schema.createIndex('shop_order_status_idx').on('shop_order').columns(['status', 'created_at']).execute();
      await idColumn(dialect, table('order_line'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('product.id').onDelete('set null'))
        .addColumn('pse_id', 'integer', (c) => c.references('product_sale_element.id').onDelete('set null'))
        .addColumn('ref', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .addColumn('unit_price_taxed_cents', 'integer', (c) => c.notNull())
        // 1900 = 19 %; 0 for VAT-exempt customers and zero-VAT company purchases.
        .addColumn('tax_rate_basis_points', 'integer', (c) => c.notNull())
        .addColumn('line_cents', 'integer', (c) => c.notNull())
        .addColumn('line_taxed_cents', 'integer', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('image_url', 'text')
        .execute();
      await db.schema.createIndex('order_line_order_idx').on('order_line').column('order_id').execute();
      await db.schema.createIndex('order_line_pse_idx').on('order_line').column('pse_id').execute();
      // kind: invoice | delivery. A copy of the address as it was when the order was placed.
      await table('order_address')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title_id', 'integer')
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('company', 'text')
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('street_number', 'text', (c) => c.notNull())
        .addColumn('address_extra', 'text')
        .addColumn('zipcode', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country_id', 'integer', (c) => c.notNull().references('country.id'))
        .addColumn('state_id', 'integer')
        .addColumn('phone', 'text')
        .addPrimaryKeyConstraint('order_address_pk', ['order_id', 'kind'])
        .execute();
      // Which units an order took from which fulfilment centre, so a failed payment or a cancel puts
      // exactly those back.
      await table('order_stock_reservation')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
        .addColumn('pse_id', 'integer', (c) => c.notNull().references('product_sale_element.id').onDelete('cascade'))
        .addColumn('fulfilment_center_id', 'integer', (c) => c.notNull().references('fulfilment_center.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('released_at', 'text')
        .addPrimaryKeyConstraint('order_stock_reservation_pk', ['order_id', 'pse_id', 'fulfilment_center_id'])
        .execute();
      // The coupon an order used; released again when the order fails or is cancelled.
      await idColumn(dialect, table('coupon_usage'))
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupon.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('shop_order.id').onDelete('cascade'))
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('coupon_usage_customer_idx').on('coupon_usage').columns(['coupon_id', 'customer_email']).execute();
      // Human-readable order numbers: one sequence per year (2026-000001, ...).
      await table('order_number_sequence')
        .addColumn('year', 'integer', (c) => c.primaryKey())
        .addColumn('last_value', 'integer', (c) => c.notNull())
        .execute();
      // Idempotency: a checkout request is (cart, key). The row is written first in the placing
      // transaction, so a retry of the same request waits for the first and then finds its order.
      await table('checkout_request')
        .addColumn('cart_id', 'integer', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('shop_order.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('checkout_request_pk', ['cart_id', 'idempotency_key'])
        .execute();

      // --- payments ------------------------------------------------------------------------------
      // One payment per order (a new attempt is a new order). status: pending, captured, failed,
      // canceled.
      await idColumn(dialect, table('order_payment'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('shop_order.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('provider_session_id', 'text', (c) => c.unique())
        // Where the payer goes to pay (the provider's page), answered again when a request is repeated.
        .addColumn('redirect_url', 'text')
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Provider notifications already handled: a repeated one changes nothing.
      await table('payment_event')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('shop_order.id').onDelete('set null'))
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_event_pk', ['provider', 'event_id'])
        .execute();
      // The built-in sandbox gateway's own records: it plays the provider, so it keeps its checkout
      // sessions apart from the shop's orders. status: open, approved, declined, canceled, expired.
      await table('sandbox_payment_session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('merchant_reference', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('success_url', 'text', (c) => c.notNull())
        .addColumn('failure_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .execute();

      // --- reviews -------------------------------------------------------------------------------
      // status: pending (waits for moderation), approved, rejected.
      await idColumn(dialect, table('product_comment'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
        .addColumn('pse_id', 'integer', (c) => c.references('product_sale_element.id').onDelete('set null'))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('verified_purchase', 'integer', flag)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('moderated_at', 'text')
        .execute();
      await db.schema.createIndex('product_comment_product_idx').on('product_comment').columns(['product_id', 'status', 'created_at']).execute();
      await db.schema.createIndex('product_comment_customer_idx').on('product_comment').columns(['customer_id', 'product_id']).execute();
    },
  };
}
