// Payment methods per country (spec: id, code; ours: title, description, position, image). Cash on
// delivery is not offered for freight items (the payment page says so). Online methods are offered
// only while a payment provider serves them (see payments/payments.ts): in production without
// PAYMENT_SANDBOX=on and without real providers, only prepayment and cash on delivery remain.
import type { PaymentCode, PaymentMethod } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import type { PaymentKind } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { unavailableMethod } from '../payments/index.ts';

export type AvailablePaymentMethod = Omit<PaymentMethod, 'fee_cents'> & { kind: PaymentKind; feeTaxedCents: number };

export async function paymentMethodsFor(db: Db, countryId: number, lang: string, options: { hasFreight: boolean; online: boolean }): Promise<AvailablePaymentMethod[]> {
  const rows = await db
    .selectFrom('payment_method as m')
    .innerJoin('payment_method_country as pc', (join) => join.onRef('pc.payment_method_id', '=', 'm.id').on('pc.country_id', '=', countryId))
    .leftJoin('payment_method_i18n as t', (join) => join.onRef('t.payment_method_id', '=', 'm.id').on('t.lang', '=', lang))
    .select(['m.id', 'm.code', 'm.kind', 'm.position', 'm.image_url', 'pc.fee_taxed_cents', 't.title', 't.description'])
    .where('m.active', '=', 1)
    .orderBy('m.position')
    .orderBy('m.id')
    .execute();
  return rows
    .filter((row) => !(options.hasFreight && row.kind === 'cash_on_delivery'))
    .filter((row) => options.online || row.kind !== 'online')
    .map((row) => ({
      id: row.id,
      code: row.code as PaymentCode,
      title: row.title ?? row.code,
      description: row.description,
      position: row.position,
      image_url: row.image_url,
      kind: row.kind,
      feeTaxedCents: row.fee_taxed_cents,
    }));
}

/** The method of a pay call: offered in the country (and served by a provider), and the one the payload names. */
export async function paymentMethodFor(
  db: Db,
  code: PaymentCode,
  moduleId: number,
  countryId: number,
  lang: string,
  options: { online: boolean },
): Promise<AvailablePaymentMethod> {
  const method = (await paymentMethodsFor(db, countryId, lang, { hasFreight: false, online: true })).find((candidate) => candidate.code === code);
  if (method?.kind === 'online' && !options.online) throw unavailableMethod();
  const refuse = (message: string) => new AppError('validation_failed', { message, fields: [{ path: 'payment_module_id', message }] });
  if (!method) throw refuse('This payment method is not available for this country.');
  if (method.id !== moduleId) throw refuse('The payment method does not match this pay call.');
  return method;
}

export async function cartHasFreight(db: Db, cartId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cart_item')
    .innerJoin('product', 'product.id', 'cart_item.product_id')
    .select('cart_item.id')
    .where('cart_item.cart_id', '=', cartId)
    .where('product.is_freight', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
