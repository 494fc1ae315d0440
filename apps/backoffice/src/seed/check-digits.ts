// Check digits a shop owner's tools verify: EAN-13 on every variant (scanners, marketplaces) and
// the IBAN printed for prepayment (banking apps reject a wrong one).

/** The EAN-13 check digit of 12 digits: weights 1,3,1,3,... from the left, to the next multiple of 10. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits before the check digit, got ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function ean13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

// ISO 13616: move the country code and '00' to the end, letters to numbers (A = 10), mod 97.
function ibanRemainder(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged.toUpperCase()) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** A full IBAN from country code and BBAN, with the two check digits computed. */
export function ibanFrom(country: string, bban: string): string {
  const check = 98 - ibanRemainder(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  return ibanRemainder(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}
