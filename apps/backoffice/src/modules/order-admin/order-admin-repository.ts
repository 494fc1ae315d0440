// The admin's reads across the order tables (a list, one order with everything the detail page
// shows) and the rows the admin's workflow owns: the shipment and the refunds. Status changes of
// the order itself go through the orders entry (changeOrderIf, cancelOrderBeforeShipping, ...).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OrderAddressTable, OrderStatus } from '../../db/schema.ts';

export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export type OrderListFilter = {
  countryId?: number | undefined;
  status?: OrderStatus | undefined;
  paymentCode?: string | undefined;
  /** ISO instants: created at or after `from`, before `until`. */
  from?: string | undefined;
  until?: string | undefined;
  /** Lower-case text to find in the number, the email or the billing name. */
  search?: string | undefined;
  /** The morning's work: to ship, or to chase (orderWorkSchema). */
  work?: 'to_ship' | 'to_chase' | undefined;
  /** Orders with this tag, in any case. */
  tag?: string | undefined;
  offset: number;
  limit: number;
};

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The orders the list's filters select, with their billing address and country. */
function filteredOrders(db: DbOrTrx, filter: Omit<OrderListFilter, 'offset' | 'limit'>) {
  let query = db
    .selectFrom('shop_order as o')
    .innerJoin('order_address as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.kind', '=', 'invoice'))
    .innerJoin('country as c', 'c.id', 'o.country_id');
  if (filter.countryId !== undefined) query = query.where('o.country_id', '=', filter.countryId);
  if (filter.status !== undefined) query = query.where('o.status', '=', filter.status);
  if (filter.paymentCode !== undefined) query = query.where('o.payment_code', '=', filter.paymentCode);
  if (filter.work !== undefined) {
    const ofKind = (kind: 'prepayment' | 'cash_on_delivery') => db.selectFrom('payment_method').select('id').where('kind', '=', kind);
    query =
      filter.work === 'to_ship'
        ? query.where((eb) => eb.or([eb('o.status', 'in', ['paid', 'processing']), eb.and([eb('o.status', '=', 'not_paid'), eb('o.payment_method_id', 'in', ofKind('cash_on_delivery'))])]))
        : query.where('o.status', '=', 'not_paid').where('o.payment_method_id', 'in', ofKind('prepayment'));
  }
  if (filter.tag !== undefined) {
    const tag = filter.tag.toLowerCase();
    query = query.where((eb) => eb.exists(eb.selectFrom('order_tag as t').select(sql.lit(1).as('one')).whereRef('t.order_id', '=', 'o.id').where(sql<boolean>`lower(t.tag) = ${tag}`)));
  }
  if (filter.from !== undefined) query = query.where('o.created_at', '>=', filter.from);
  if (filter.until !== undefined) query = query.where('o.created_at', '<', filter.until);
  if (filter.search) {
    const pattern = containing(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(o.ref)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(o.customer_email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(a.firstname || ' ' || a.lastname)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(a.company, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/** How many orders wait for this work (the dashboard's tiles, the same rule as the list's filter). */
export async function countOrdersForWork(db: DbOrTrx, work: 'to_ship' | 'to_chase'): Promise<number> {
  const row = await filteredOrders(db, { work }).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of the orders the list's filters select, by id from `afterId` on: the export reads them a page at a time. */
export async function orderIdsPage(db: DbOrTrx, filter: Omit<OrderListFilter, 'offset' | 'limit'>, afterId: number, limit: number): Promise<number[]> {
  const rows = await filteredOrders(db, filter).select('o.id').where('o.id', '>', afterId).orderBy('o.id').limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Orders newest first, with the billing name; and how many match in all. */
export async function listOrders(db: DbOrTrx, filter: OrderListFilter) {
  const query = filteredOrders(db, filter);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('payment_method as m', 'm.id', 'o.payment_method_id')
      .select([
        'o.id',
        'o.ref',
        'o.created_at',
        'o.customer_email',
        'o.status',
        'o.payment_code',
        'm.kind as payment_kind',
        'o.currency_code',
        'o.total_taxed_cents',
        'o.received_amount_cents',
        'a.firstname',
        'a.lastname',
        'c.iso_alpha2',
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The order with its country code and payment kind. */
export function findAdminOrder(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('shop_order as o')
    .innerJoin('country as c', 'c.id', 'o.country_id')
    .innerJoin('payment_method as m', 'm.id', 'o.payment_method_id')
    .innerJoin('customer as cu', 'cu.id', 'o.customer_id')
    .selectAll('o')
    .select(['c.iso_alpha2', 'm.kind as payment_kind', 'cu.is_guest', 'cu.firstname as customer_firstname', 'cu.lastname as customer_lastname'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
export type AdminOrder = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

export function orderLinesOf(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('order_line')
    .select(['id', 'ref', 'title', 'quantity', 'unit_price_taxed_cents', 'line_cents', 'line_taxed_cents', 'tax_rate_basis_points', 'refunded_quantity', 'pse_id'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export function orderAddressesOf(db: DbOrTrx, orderId: number) {
  return db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).execute();
}

export type InvoiceAddressFields = Pick<OrderAddressTable, 'company' | 'firstname' | 'lastname' | 'street' | 'street_number' | 'address_extra' | 'zipcode' | 'city'>;

export function invoiceAddressOf(db: DbOrTrx, orderId: number) {
  return db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
}

/** The order's copy of its invoice address, set right by an invoice correction (the customer's own addresses stay). */
export async function setInvoiceAddress(trx: Transaction<Database>, orderId: number, fields: InvoiceAddressFields): Promise<void> {
  await trx.updateTable('order_address').set(fields).where('order_id', '=', orderId).where('kind', '=', 'invoice').execute();
}

export type DeliveryAddressFields = InvoiceAddressFields & Pick<OrderAddressTable, 'phone'>;

export function deliveryAddressOf(db: DbOrTrx, orderId: number) {
  return db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).where('kind', '=', 'delivery').executeTakeFirstOrThrow();
}

/** The order's copy of its delivery address, set right before shipping (the customer's own addresses stay). */
export async function setDeliveryAddress(trx: Transaction<Database>, orderId: number, fields: DeliveryAddressFields): Promise<void> {
  await trx.updateTable('order_address').set(fields).where('order_id', '=', orderId).where('kind', '=', 'delivery').execute();
}

/** Payment and delivery method titles in the order's language (null where none is written). */
export async function methodTitlesOf(db: DbOrTrx, order: { payment_method_id: number; delivery_module_id: number }, lang: string) {
  const [payment, delivery] = await Promise.all([
    db.selectFrom('payment_method_i18n').select('title').where('payment_method_id', '=', order.payment_method_id).where('lang', '=', lang).executeTakeFirst(),
    db
      .selectFrom('delivery_module as d')
      .leftJoin('delivery_module_i18n as t', (join) => join.onRef('t.delivery_module_id', '=', 'd.id').on('t.lang', '=', lang))
      .select(['d.code', 't.title'])
      .where('d.id', '=', order.delivery_module_id)
      .executeTakeFirst(),
  ]);
  return { payment: payment?.title ?? null, delivery: delivery ?? null };
}

export function shipmentOf(db: DbOrTrx, orderId: number) {
  return db.selectFrom('order_shipment').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function insertShipment(db: DbOrTrx, row: { order_id: number; carrier: string; tracking_number: string; tracking_url: string; shipped_at: string }): Promise<void> {
  await db.insertInto('order_shipment').values(row).execute();
}

export function refundsOf(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('order_refund as r')
    .leftJoin('customer as c', 'c.id', 'r.actor_id')
    .selectAll('r')
    .select('c.email as actor_email')
    .where('r.order_id', '=', orderId)
    .orderBy('r.id')
    .execute();
}

/** The withdrawal declarations that name the order, oldest first (a read of the withdrawals' table). */
export function withdrawalsOf(db: DbOrTrx, orderId: number) {
  return db.selectFrom('withdrawal_declaration').select(['id', 'received_at', 'items', 'message', 'processed_at']).where('order_id', '=', orderId).orderBy('received_at').orderBy('id').execute();
}

/** The order's payment entries with who booked them, oldest first. */
export function paymentEntriesOf(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('order_payment_entry as e')
    .leftJoin('customer as c', 'c.id', 'e.actor_id')
    .selectAll('e')
    .select('c.email as actor_email')
    .where('e.order_id', '=', orderId)
    .orderBy('e.id')
    .execute();
}

export function paymentEntryOfRequest(db: DbOrTrx, orderId: number, requestKey: string) {
  return db.selectFrom('order_payment_entry').selectAll().where('order_id', '=', orderId).where('request_key', '=', requestKey).executeTakeFirst();
}

export function paymentEntry(db: DbOrTrx, orderId: number, entryId: number) {
  return db.selectFrom('order_payment_entry').selectAll().where('order_id', '=', orderId).where('id', '=', entryId).executeTakeFirst();
}

export function reversalOf(db: DbOrTrx, entryId: number) {
  return db.selectFrom('order_payment_entry').selectAll().where('reverses_id', '=', entryId).executeTakeFirst();
}

export async function insertPaymentEntry(
  db: DbOrTrx,
  row: { order_id: number; amount_cents: number; received_on: string; method: string; reference: string | null; reverses_id: number | null; kind?: 'receipt' | 'reversal' | 'pay_back'; request_key: string | null; note: string | null; actor_id: number; created_at: string },
): Promise<number> {
  const inserted = await db.insertInto('order_payment_entry').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export function refundOfRequest(db: DbOrTrx, orderId: number, requestKey: string) {
  return db.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).where('request_key', '=', requestKey).executeTakeFirst();
}

export async function insertRefund(
  db: DbOrTrx,
  row: { order_id: number; amount_cents: number; method: 'provider' | 'manual'; status: 'pending' | 'done'; reason: string; request_key: string; actor_id: number; created_at: string; payer_iban: string | null },
): Promise<number> {
  const inserted = await db.insertInto('order_refund').values({ ...row, provider_refund_id: null }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A pending refund the provider took: done, with the provider's id. */
export async function completeRefund(db: DbOrTrx, refundId: number, providerRefundId: string | null): Promise<boolean> {
  const result = await db.updateTable('order_refund').set({ status: 'done', provider_refund_id: providerRefundId }).where('id', '=', refundId).where('status', '=', 'pending').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The units refunds returned per line: of one refund, or of every refund of an order (refund, then line order). */
export function refundLinesOf(db: DbOrTrx, of: { refundId: number } | { orderId: number }) {
  const query = db
    .selectFrom('order_refund_line as r')
    .innerJoin('order_line as l', 'l.id', 'r.order_line_id')
    .select(['r.refund_id', 'r.order_line_id', 'r.quantity', 'r.amount_cents', 'r.restock', 'l.title', 'l.pse_id']);
  return ('refundId' in of ? query.where('r.refund_id', '=', of.refundId) : query.where('l.order_id', '=', of.orderId)).orderBy('r.refund_id').orderBy('l.position').execute();
}

export async function insertRefundLines(db: DbOrTrx, rows: { refund_id: number; order_line_id: number; quantity: number; amount_cents: number; restock: number }[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('order_refund_line').values(rows).execute();
}

export async function setRefundServices(db: DbOrTrx, refundId: number, parts: { postage_cents: number; payment_fee_cents: number }): Promise<void> {
  await db.updateTable('order_refund').set(parts).where('id', '=', refundId).execute();
}

/** A pending refund the provider refused: gone, as if never asked (its lines with it). */
export async function deletePendingRefund(db: DbOrTrx, refundId: number): Promise<void> {
  const pending = db.selectFrom('order_refund').select('id').where('id', '=', refundId).where('status', '=', 'pending');
  await db.deleteFrom('order_refund_line').where('refund_id', 'in', pending).execute();
  await db.deleteFrom('order_refund').where('id', '=', refundId).where('status', '=', 'pending').execute();
}

/** The provider session an online order was paid through. */
export function paymentSessionOf(db: DbOrTrx, orderId: number) {
  return db.selectFrom('order_payment').select(['provider', 'provider_session_id', 'provider_payment_ref', 'status', 'currency_code']).where('order_id', '=', orderId).executeTakeFirst();
}

/** The order's timeline events with who made them, oldest first. */
export function orderEventsOf(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('order_event as e')
    .leftJoin('customer as c', 'c.id', 'e.actor_id')
    .selectAll('e')
    .select('c.email as actor_email')
    .where('e.order_id', '=', orderId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

/** The mails that belong to the order (mail_outbox.order_id), oldest first. */
export function orderMailsOf(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'subject', 'to_address', 'created_at', 'sent_at', 'attempts', 'last_error'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Whom the parcel goes to: the delivery address's name. */
export function deliveryNameOf(db: DbOrTrx, orderId: number) {
  return db.selectFrom('order_address').select(['firstname', 'lastname']).where('order_id', '=', orderId).where('kind', '=', 'delivery').executeTakeFirstOrThrow();
}

/** Refunds by hand with a payer IBAN whose transfer is not marked sent, oldest first. */
export function refundsToTransfer(db: DbOrTrx) {
  return db
    .selectFrom('order_refund as r')
    .innerJoin('shop_order as o', 'o.id', 'r.order_id')
    .innerJoin('country as c', 'c.id', 'o.country_id')
    .innerJoin('order_address as a', (join) => join.onRef('a.order_id', '=', 'o.id').on('a.kind', '=', 'invoice'))
    .select(['r.id as refund_id', 'o.id as order_id', 'o.ref as order_ref', 'c.iso_alpha2 as country_iso', 'r.amount_cents', 'o.currency_code as currency', 'r.payer_iban', 'a.firstname', 'a.lastname', 'a.company', 'r.created_at'])
    .where('r.method', '=', 'manual')
    .where('r.status', '=', 'done')
    .where('r.payer_iban', 'is not', null)
    .where('r.transfer_sent_at', 'is', null)
    .orderBy('r.id')
    .execute();
}

/** Marks a refund's transfer sent, only if it was not yet (false: someone else did, or no such refund). */
export async function markTransferSent(db: DbOrTrx, refundId: number, by: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('order_refund')
    .set({ transfer_sent_at: at, transfer_sent_by: by })
    .where('id', '=', refundId)
    .where('payer_iban', 'is not', null)
    .where('transfer_sent_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
