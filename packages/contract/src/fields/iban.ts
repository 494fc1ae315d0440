import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/**
 * An IBAN as people read and type it: capitals in groups of four ("DE61 7605 0101 0012 3456 78"),
 * whatever spacing it was stored with. The EPC QR code and payment files keep the electronic form
 * without spaces; this is for pages, mails and invoices only.
 */
export function ibanForPrint(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** An IBAN with a valid check sum and country format (ibantools), kept in its electronic form (no spaces). */
export const ibanSchema = z
  .string()
  .trim()
  .transform((text) => electronicFormatIBAN(text) ?? '')
  .refine((iban) => isValidIBAN(iban), { error: 'This is no valid IBAN.' });
