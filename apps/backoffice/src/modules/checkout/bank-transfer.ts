// The bank details a prepayment order is paid with: the shop's account, the amount, the order's
// reference as the payment reference, and the EPC ("GiroCode") QR code a banking app scans. Shown
// on the order-placed page and, while the transfer is awaited, on the order's page (account and
// guest link), so a shopper who closed the first page can still pay (issue 37).
import type { BankTransferDetails } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { epcPayload, epcQrSvg } from '../payments/index.ts';
import { storeOfCountry } from './checkout-repository.ts';

export type TransferOrder = { ref: string; country_id: number; currency_code: string; total_taxed_cents: number; received_amount_cents: number | null };

/**
 * The order's bank details and QR code for what is still open (the total less what came in, so a
 * shopper who paid part is not asked for the whole again). The EPC QR code is a SEPA credit
 * transfer: euro only; null otherwise, and when nothing is open.
 */
export async function bankTransferOf(db: Db, order: TransferOrder): Promise<BankTransferDetails | null> {
  const open = order.total_taxed_cents - (order.received_amount_cents ?? 0);
  if (order.currency_code !== 'EUR' || open <= 0) return null;
  const store = await storeOfCountry(db, order.country_id);
  const transfer = { bic: store.bic, beneficiary: store.bank_account_holder, iban: store.iban, amountCents: open, reference: order.ref };
  const payload = epcPayload(transfer);
  return {
    beneficiary: transfer.beneficiary,
    iban: transfer.iban,
    bic: transfer.bic,
    amount_cents: open,
    currency: order.currency_code,
    reference: order.ref,
    epc_payload: payload,
    qr_svg: await epcQrSvg(payload),
  };
}

/** The bank details while a prepayment order waits for its transfer; null for any other order. */
export async function awaitedTransferOf(db: Db, order: TransferOrder & { payment_code: string; status: string }): Promise<BankTransferDetails | null> {
  if (order.payment_code !== 'vorkasse' || order.status !== 'not_paid') return null;
  return bankTransferOf(db, order);
}
