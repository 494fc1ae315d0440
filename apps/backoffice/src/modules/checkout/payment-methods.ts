// Payment methods per country (spec: id, code; ours: title, description, position, image). Cash on
// delivery is not offered for freight items (the payment page says so). Online methods are offered
// only while a payment provider serves them (see payments/payments.ts): in production without
// PAYMENT_SANDBOX=on and without real providers, only prepayment and cash on delivery remain.
import type { PaymentCode, PaymentMethod } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import type { PaymentKind } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { unavailableMethod } from '../payments/index.ts';
import { activePaymentMethodRows } from './payment-method-repository.ts';

export type AvailablePaymentMethod = Omit<PaymentMethod, 'fee_cents'> & { kind: PaymentKind; feeTaxedCents: number };

export async function paymentMethodsFor(db: Db, countryId: number, lang: string, options: { hasFreight: boolean; served: (code: PaymentCode) => boolean }): Promise<AvailablePaymentMethod[]> {
  const rows = await activePaymentMethodRows(db, countryId, lang);
  return rows
    .filter((row) => !(options.hasFreight && row.kind === 'cash_on_delivery'))
    .filter((row) => row.kind !== 'online' || options.served(row.code as PaymentCode))
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
  options: { served: (code: PaymentCode) => boolean },
): Promise<AvailablePaymentMethod> {
  const method = (await paymentMethodsFor(db, countryId, lang, { hasFreight: false, served: () => true })).find((candidate) => candidate.code === code);
  if (method?.kind === 'online' && !options.served(code)) throw unavailableMethod();
  const refuse = (message: string) => new AppError('validation_failed', { message, fields: [{ path: 'payment_module_id', message }] });
  if (!method) throw refuse('This payment method is not available for this country.');
  if (method.id !== moduleId) throw refuse('The payment method does not match this pay call.');
  return method;
}
