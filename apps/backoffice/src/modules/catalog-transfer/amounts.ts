// Amounts in the files: net prices as the admin's price editor shows them, "1234,50" in CSV (a
// decimal comma, no thousands separator, as German Excel writes them; a point is read too), a
// number in XLSX. Stored as integer cents.

/** 123450 -> '1234,50'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '1234,50', '1234.5', '1234' or the number 1234.5 -> 123450; anything else (thousands separators, three decimals, text) -> null. */
export function decimalToCents(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
