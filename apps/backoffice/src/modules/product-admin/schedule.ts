// Price changes saved for a later day take effect at their moment: every minute (and at start) the
// due ones move into pse_price. The price history already holds their line, which the catalog
// reads from its valid_from on, so the 30-day lowest price agrees within that minute. One process runs it
// (the job's lease).
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { JOB_LEASE_MS } from '../../jobs/job-leases.ts';
import { applyDuePrices } from './prices.ts';

export const APPLY_PRICES_EVERY_MS = 60_000;

export function schedulePriceChanges(app: FastifyInstance, deps: Deps): void {
  const run = () => {
    deps.leases
      .holds('price-schedule', JOB_LEASE_MS)
      .then((mine) => (mine ? applyDuePrices(deps.db, deps.now()) : 0))
      .then((applied) => {
        if (applied === 0) return;
        // Listings by price are kept in memory (catalog/listing-ranking.ts): rebuilt from the new prices.
        deps.categories.invalidatePrices();
        app.log.info({ applied }, 'price changes of today took effect');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'applying due price changes failed'));
  };
  app.addHook('onReady', async () => run());
  const timer = setInterval(run, APPLY_PRICES_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
