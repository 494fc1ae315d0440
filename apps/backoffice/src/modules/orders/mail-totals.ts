// The lines and totals part of the order confirmation mail (decision 014, issue 17): every amount
// on the order's price basis, and the VAT per rate as an amount. A consumer reads gross amounts
// and the VAT they contain ("enthaltene MwSt. 19 %: 60,51 €"); a company customer reads net
// amounts, the net sum, the VAT added per rate and the gross total.
import type { InvoiceTotals } from '@shop/pricing-vat';

type Language = 'de' | 'ro';

type TotalsTexts = {
  goods: string;
  discount: (code: string) => string;
  postage: string;
  fee: string;
  netTotal: string;
  total: string;
  vatContained: (rate: string) => string;
  vatAdded: (rate: string) => string;
};

const german: TotalsTexts = {
  goods: 'Warenwert',
  discount: (code) => `Gutschein ${code}`,
  postage: 'Versandkosten',
  fee: 'Nachnahmegebühr',
  netTotal: 'Summe netto',
  total: 'Gesamtbetrag',
  vatContained: (rate) => `enthaltene MwSt. ${rate}`,
  vatAdded: (rate) => `zzgl. MwSt. ${rate}`,
};

const texts: Record<Language | 'de-AT', TotalsTexts> = {
  de: german,
  // Austria calls the tax "USt." (the shop's Austrian catalog layer does too).
  'de-AT': { ...german, vatContained: (rate) => `enthaltene USt. ${rate}`, vatAdded: (rate) => `zzgl. USt. ${rate}` },
  ro: {
    goods: 'Valoare produse',
    discount: (code) => `Cupon ${code}`,
    postage: 'Cost livrare',
    fee: 'Taxă ramburs',
    netTotal: 'Total fără TVA',
    total: 'Total',
    vatContained: (rate) => `TVA inclus ${rate}`,
    vatAdded: (rate) => `TVA ${rate} (se adaugă)`,
  },
};

export type MailOrderLine = { quantity: number; title: string; ref: string; line_cents: number; line_taxed_cents: number };

/** The mail's lines and totals block, one text line each. */
export function mailTotalsBlock(
  input: { lang: Language; countryIso: string; couponCode: string | null; lines: readonly MailOrderLine[]; totals: InvoiceTotals },
  money: (cents: number) => string,
): string[] {
  const t = texts[input.lang === 'de' && input.countryIso === 'AT' ? 'de-AT' : input.lang];
  const { totals } = input;
  const net = totals.basis === 'net';
  const amount = (value: { gross: number; net: number }) => money(net ? value.net : value.gross);
  const percent = (rate: number) => `${new Intl.NumberFormat(input.lang === 'ro' ? 'ro-RO' : 'de-DE').format(rate)} %`;
  const vat = totals.rates.filter((line) => line.rate > 0).map((line) => `${(net ? t.vatAdded : t.vatContained)(percent(line.rate))}: ${money(line.vat)}`);
  return [
    ...input.lines.map((line) => `${line.quantity} × ${line.title} (${line.ref}): ${money(net ? line.line_cents : line.line_taxed_cents)}`),
    '',
    `${t.goods}: ${amount(totals.goods)}`,
    ...(totals.discount.gross > 0 ? [`${t.discount(input.couponCode ?? '')}: -${amount(totals.discount)}`] : []),
    `${t.postage}: ${amount(totals.delivery)}`,
    ...(totals.fee.gross > 0 ? [`${t.fee}: ${amount(totals.fee)}`] : []),
    ...(net ? [`${t.netTotal}: ${money(totals.total.net)}`, ...vat, `${t.total}: ${money(totals.total.gross)}`] : [`${t.total}: ${money(totals.total.gross)}`, ...vat]),
  ];
}
