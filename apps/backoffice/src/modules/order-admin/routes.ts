// The admin's order calls ({api}/api/admin/orders...): the list, one order, the workflow steps and
// the settling of flagged payments.
// Every step answers the order as it is afterwards, so the same call again answers the same.
import { countryIdByIso } from '@shop/contract';
import { adminCalls, type orderListQuerySchema } from '@shop/contract/admin';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { endOfDay, startOfDay } from './days.ts';
import { listOrders, markTransferSent, type OrderListFilter, refundsToTransfer } from './order-admin-repository.ts';
import { loadOrderDetail, requireAdminOrder, toOrderRow } from './order-detail.ts';
import { replaceOrderTags, tagsOfOrders } from './order-tags.ts';
import { refundsThroughFor, settlePaymentFlag } from './payment-flags.ts';
import { correctInvoice } from './invoice-correction.ts';
import { changeDeliveryAddress } from './delivery-address.ts';
import { refund } from './refunds.ts';
import { payBackExcess, recordPayment, reversePayment } from './payment-entries.ts';
import { cancel, markDelivered, ship } from './workflow.ts';
import { recordOrderEvent } from '../orders/index.ts';

/** The list's filters as the repository reads them (the days as instants in Berlin time); the export filters the same way. */
export function orderListFilter(query: Omit<z.output<typeof orderListQuerySchema>, 'page' | 'per_page'>): Omit<OrderListFilter, 'offset' | 'limit'> {
  return {
    countryId: query.country === undefined ? undefined : countryIdByIso[query.country],
    status: query.status,
    paymentCode: query.payment,
    from: query.from === undefined ? undefined : startOfDay(query.from),
    until: query.to === undefined ? undefined : endOfDay(query.to),
    search: query.q ? query.q.toLowerCase() : undefined,
    work: query.work,
    tag: query.tag,
  };
}

export function registerOrderAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const calls = adminCalls.orders;
  const { db } = deps;
  const refundsThrough = refundsThroughFor({ deps });
  const detail = (orderId: number) => loadOrderDetail(db, orderId, refundsThrough);

  register(calls.list, async ({ query }) => {
    const { rows, total } = await listOrders(db, { ...orderListFilter(query), offset: (query.page - 1) * query.per_page, limit: query.per_page });
    const tags = await tagsOfOrders(db, rows.map((row) => row.id));
    return { data: rows.map((row) => toOrderRow(row, tags.get(row.id) ?? [])), total, page: query.page, per_page: query.per_page };
  });

  register(calls.detail, async ({ params }) => ({ data: await detail(params.id) }));

  register(calls.markPaid, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await recordPayment({ deps, staff, write }, params.id, body);
    return { data: await detail(params.id) };
  });

  register(calls.reversePayment, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await reversePayment({ deps, staff, write }, params.id, params.entry_id, body);
    return { data: await detail(params.id) };
  });

  register(calls.payBack, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await payBackExcess({ deps, staff, write }, params.id, body);
    return { data: await detail(params.id) };
  });

  register(calls.ship, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await ship({ deps, staff, write }, params.id, body);
    return { data: await detail(params.id) };
  });

  register(calls.deliver, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await markDelivered({ deps, staff, write }, params.id, body);
    return { data: await detail(params.id) };
  });

  register(calls.addNote, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await write(async (trx, audit) => {
      await recordOrderEvent(trx, { orderId: params.id, kind: 'note', detail: { text: body.text }, actorId: staff.id, at: deps.now() });
      await audit({ action: 'order.note', entity: 'order', entityId: params.id, after: { text: body.text } });
    });
    return { data: await detail(params.id) };
  });

  register(calls.setTags, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await write(async (trx, audit) => {
      const before = await replaceOrderTags(trx, params.id, body.tags);
      if (before.join('\n') === body.tags.join('\n')) return;
      await recordOrderEvent(trx, { orderId: params.id, kind: 'tags', detail: { from: before, to: body.tags }, actorId: staff.id, at: deps.now() });
      await audit({ action: 'order.tags', entity: 'order', entityId: params.id, before: { tags: before }, after: { tags: body.tags } });
    });
    return { data: await detail(params.id) };
  });

  register(calls.cancel, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await cancel({ deps, staff, write }, params.id, body);
    return { data: await detail(params.id) };
  });

  register(calls.refund, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await refund({ deps, staff, write }, params.id, body);
    return { data: await detail(params.id) };
  });

  register(calls.changeDeliveryAddress, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await changeDeliveryAddress({ deps, staff, write }, params.id, body);
    return { data: await detail(params.id) };
  });

  register(calls.correctInvoice, async ({ params, body, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await correctInvoice({ deps, staff, write }, params.id, body);
    return { data: await detail(params.id) };
  });

  const transfers = async () =>
    (await refundsToTransfer(db)).map((row) => ({
      refund_id: row.refund_id,
      order_id: row.order_id,
      order_ref: row.order_ref,
      country_iso: row.country_iso,
      amount_cents: row.amount_cents,
      currency: row.currency,
      payer_iban: row.payer_iban ?? '',
      payer_name: [row.company, `${row.firstname} ${row.lastname}`.trim()].filter(Boolean).join(', '),
      created_at: row.created_at,
    }));

  register(calls.refundsToTransfer, async () => ({ data: await transfers() }));

  register(calls.markRefundSent, async ({ params, staff, write }) => {
    await write(async (trx, audit) => {
      if (await markTransferSent(trx, params.refund_id, staff.id, deps.now().toISOString())) {
        await audit({ action: 'refund.transfer_sent', entity: 'refund', entityId: params.refund_id, before: { transfer_sent_at: null }, after: { transfer_sent: true } });
      }
    });
    return { data: await transfers() };
  });

  register(calls.settlePaymentFlag, async ({ params, staff, write }) => {
    await requireAdminOrder(db, params.id);
    await settlePaymentFlag({ deps, staff, write }, params.id, params.flag_id);
    return { data: await detail(params.id) };
  });
}
