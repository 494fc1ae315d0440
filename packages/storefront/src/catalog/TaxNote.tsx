import { footerSlugs, legalMessages, vatRateOf } from '@shop/i18n';
import country from '../country/current-country.ts';
import { LinkedMessage } from '../frame/LinkedMessage.tsx';

/**
 * The note under a price (PAngV § 6): "inkl. 19 % MwSt., zzgl. Versandkosten" (AT "USt.", RO
 * "21% TVA inclus, plus costuri de livrare"), the shipping costs linked. The rate is the leading
 * number of the country's tax label; a net price says 0 %.
 */
export function TaxNote({ taxLabel, includesVat, className }: { taxLabel: string; includesVat: boolean; className?: string }) {
  const descriptor = includesVat ? legalMessages.taxNoteGross(vatRateOf(taxLabel)) : legalMessages.taxNoteNet;
  return (
    <span className={className}>
      <LinkedMessage message={descriptor} to={footerSlugs[country.language].shippingCosts} />
    </span>
  );
}
