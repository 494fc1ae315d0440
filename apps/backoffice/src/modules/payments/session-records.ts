// What the shop keeps of one provider's sessions, as adapters read it back (provider.ts,
// SessionRecords): the purchase as the back office priced it, the page, the provider's payment id.
import type { Deps } from '../../deps.ts';
import { storePaymentRef } from '../orders/index.ts';
import { purchaseOfSession } from './payment-repository.ts';
import type { SessionRecords } from './provider.ts';

export function sessionRecords(deps: Deps, provider: string): SessionRecords {
  return {
    async find(sessionId) {
      const row = await purchaseOfSession(deps.db, provider, sessionId);
      if (!row) return undefined;
      return {
        purchase: {
          orderRef: row.ref,
          amountCents: row.amount_cents,
          taxCents: row.total_taxed_cents - row.total_cents,
          currency: row.currency_code,
          country: row.iso_alpha2,
          locale: row.locale,
          // As the pay call described it (pay-routes.ts).
          description: `${row.store_name ?? 'Shop'} ${row.ref}`,
        },
        pageUrl: row.redirect_url,
        providerPaymentId: row.provider_payment_ref,
      };
    },
    async keepPaymentId(sessionId, paymentId) {
      await storePaymentRef(deps.db, { provider, sessionId, paymentRef: paymentId, now: deps.now() });
    },
  };
}
