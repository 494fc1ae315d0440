// GET /documents/withdrawal-form/{locale}.pdf: the model withdrawal form of that country's shop, in
// its language, addressed to its seller (issue 17). Public: it holds only the seller's data.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/app-error.ts';
import { countryIdOfLocale, loadShopCountry } from '../shop/index.ts';
import { renderWithdrawalFormPdf, sellerOfCountry, WITHDRAWAL_FORM_FILE } from './withdrawal-form-pdf.ts';
import type { WithdrawalCountry } from './withdrawal-texts.ts';

export const withdrawalFormPath = (locale: string) => `/documents/withdrawal-form/${locale}.pdf`;

export function isWithdrawalCountry(iso: string): iso is WithdrawalCountry {
  return iso === 'DE' || iso === 'AT' || iso === 'RO';
}

export function registerWithdrawalFormRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>('/documents/withdrawal-form/:file', async (request, reply) => {
    const locale = /^([a-z]{2}_[A-Z]{2})\.pdf$/.exec(request.params.file)?.[1];
    if (!locale) throw notFound('not_found', 'No such form');
    const country = await loadShopCountry(db, await countryIdOfLocale(db, locale));
    // Unknown locales would fall back to Austria elsewhere; a form names one seller, so not here.
    if (country.locale !== locale || !isWithdrawalCountry(country.isoAlpha2)) throw notFound('not_found', 'No such form');
    const seller = await sellerOfCountry(db, country.id, country.isoAlpha2);
    if (!seller) throw notFound('not_found', 'No seller for this shop');
    const pdf = await renderWithdrawalFormPdf(country.isoAlpha2, seller);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${WITHDRAWAL_FORM_FILE[country.isoAlpha2]}"`)
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}
