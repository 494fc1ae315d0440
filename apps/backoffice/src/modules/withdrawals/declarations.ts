// Receiving a withdrawal declaration: store it with the moment of receipt, link it to the order
// when the number belongs to an order of the same email (a shopper may declare for any contract,
// so no match is no error), and write the confirmation mail in the same transaction.
import type { WithdrawalBody } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { enqueueMail, mailLangOf, mailShopOf } from '../mail/index.ts';
import { countryIdOfLocale } from '../shop/index.ts';
import { withdrawalConfirmationMail } from './confirmation-mail.ts';
import { findOrderIdByRefAndEmail, insertWithdrawalDeclaration } from './declaration-repository.ts';
import { formatReceiptTime, shopTimeZone } from './receipt-time.ts';

export type ReceivedWithdrawal = { id: number; received_at: string; time_zone: string; order_linked: boolean };

export async function receiveWithdrawal(deps: Deps, body: WithdrawalBody): Promise<ReceivedWithdrawal> {
  const receivedAt = deps.now();
  const countryId = await countryIdOfLocale(deps.db, body.locale);
  const timeZone = shopTimeZone(countryId);
  const declared = { name: body.name, email: body.email, order_ref: body.order_ref, items: body.items ?? '', message: body.message ?? '' };
  const shop = await mailShopOf(deps.db, deps.config.storefrontUrls, countryId);
  const lang = mailLangOf(body.locale);
  return deps.db.transaction().execute(async (trx) => {
    const order = await findOrderIdByRefAndEmail(trx, body.order_ref, body.email);
    const row = await insertWithdrawalDeclaration(trx, {
      ...declared,
      order_id: order?.id ?? null,
      locale: body.locale,
      country_id: countryId,
      received_at: receivedAt.toISOString(),
    });
    const mail = withdrawalConfirmationMail(lang, declared, formatReceiptTime(receivedAt, timeZone, lang, countryId), shop.name);
    await enqueueMail(trx, { kind: 'withdrawal_confirmation', to: body.email, ...mail, ...(order ? { orderId: order.id } : {}) }, receivedAt);
    return { id: row.id, received_at: receivedAt.toISOString(), time_zone: timeZone, order_linked: order !== undefined };
  });
}
