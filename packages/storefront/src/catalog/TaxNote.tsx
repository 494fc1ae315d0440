import { footerSlugs, legalMessages, vatRateOf } from '@shop/i18n';
import country from '../country/current-country.ts';
import { LinkedMessage } from '../frame/LinkedMessage.tsx';
import type { VatNote } from './price.ts';

/**
 * The note under a price (PAngV § 6): "inkl. 19 % MwSt., zzgl. Versandkosten" (AT "USt.", RO
 * "21% TVA inclus, plus costuri de livrare"), the shipping costs linked. The rate is the leading
 * number of the country's tax label. A company customer's net price says the VAT is added ("zzgl.
 * 19 % MwSt."), a VAT-exempt price says 0 % (decision 014).
 */
export function TaxNote({ taxLabel, vat, className }: { taxLabel: string; vat: VatNote; className?: string }) {
  const rate = vatRateOf(taxLabel);
  const descriptor = vat === 'included' ? legalMessages.taxNoteGross(rate) : vat === 'added' ? legalMessages.taxNoteAdded(rate) : legalMessages.taxNoteNet;
  return (
    <span className={className}>
      <LinkedMessage message={descriptor} to={footerSlugs[country.language].shippingCosts} />
    </span>
  );
}
