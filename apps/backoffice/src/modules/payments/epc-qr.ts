// The EPC QR code ("GiroCode") for a prepayment transfer, per EPC069-12 version 002: a banking
// app scans it and fills in beneficiary, IBAN, BIC, amount and reference. Lines are separated by
// LF, in this order: service tag BCD, version 002, character set 1 (UTF-8), identification SCT,
// BIC, beneficiary name (max 70), IBAN, amount (EUR, at most 2 decimals, 0.01 to 999999999.99),
// purpose code (empty), structured reference (empty), unstructured remittance text (max 140).
// Trailing empty elements are left out. Error correction level M, as the standard asks.
import { decimalAmount } from '@shop/pricing-vat';
import QRCode from 'qrcode';

export type EpcTransfer = { bic: string; beneficiary: string; iban: string; amountCents: number; reference: string };

const MAX_AMOUNT_CENTS = 99_999_999_999;

export function epcPayload(transfer: EpcTransfer): string {
  if (!Number.isSafeInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`An EPC transfer amount must be 0.01 to 999999999.99 EUR, got ${transfer.amountCents} cents`);
  }
  const amount = `EUR${decimalAmount(transfer.amountCents)}`;
  const elements = [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic.replace(/\s+/g, '').toUpperCase(),
    clip(transfer.beneficiary, 70),
    transfer.iban.replace(/\s+/g, '').toUpperCase(),
    amount,
    '',
    '',
    clip(transfer.reference, 140),
  ];
  return elements.join('\n');
}

export async function epcQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

function clip(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return [...single].slice(0, max).join('');
}
