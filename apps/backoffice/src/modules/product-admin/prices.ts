// The price-change rule (issue 16), the one way prices change: the admin's price form and the
// import call it inside their own transaction.
//
// - Every change that moves the price a shopper pays (the reduced price when there is one,
//   otherwise the regular one) is a line in price_history (pse_id, country_id, price_cents,
//   valid_from): the 30-day lowest price before a reduction (PAngV section 11) is read from it.
// - A change from now (or an earlier moment: history is never rewritten, so it counts from now)
//   updates pse_price at once. A change for a later moment waits in price_schedule; its history
//   line is written now, and the catalog reads history only up to the moment it answers for, so the
//   line counts from its valid_from on. `applyDuePrices` moves due changes into pse_price (every
//   minute, see schedule.ts), safe to run in several processes at once.
// - `expected` (the price the editor showed): when the current price is another one by now, the
//   change is refused with price_changed. The check is the update's own condition, so two staff
//   saving at once cannot both pass it (PostgreSQL re-reads the row after the first commits).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteHistoryLine, deleteOpenScheduledPrice, openScheduledPrice, openScheduledPricesAt } from './product-admin-repository.ts';

type Trx = Transaction<Database>;

export type PriceChange = {
  pse_id: number;
  country_id: number;
  /** Regular net price (cents). */
  price_cents: number;
  /** Reduced net price (cents) while reduced, else null. */
  promo_price_cents: number | null;
  /** List price (RRP), net, which the shop strikes through above the price paid; null: none; omitted: left as it is. */
  list_price_cents?: number | null | undefined;
  /** The moment the price takes effect (ISO); earlier than `now` means now. */
  valid_from: string;
  /** The current price the change was made from; omitted: whatever it is, the change applies. */
  expected?: { price_cents: number; promo_price_cents: number | null } | undefined;
};

export type PriceChangeOutcome = {
  pse_id: number;
  country_id: number;
  before: { price_cents: number; promo_price_cents: number | null; list_price_cents: number | null } | null;
  after: { price_cents: number; promo_price_cents: number | null; list_price_cents?: number | null };
  valid_from: string;
  scheduled: boolean;
};

/** Applies the changes in order (see above); answers what each one did, for the audit log. */
export async function changePrices(trx: Trx, changes: readonly PriceChange[], now: Date): Promise<PriceChangeOutcome[]> {
  const nowIso = now.toISOString();
  const outcomes: PriceChangeOutcome[] = [];
  for (const change of changes) {
    const validFrom = change.valid_from > nowIso ? change.valid_from : nowIso;
    const scheduled = validFrom > nowIso;
    const after = { price_cents: change.price_cents, promo_price_cents: change.promo_price_cents, ...(change.list_price_cents === undefined ? {} : { list_price_cents: change.list_price_cents }) };
    const current = await trx
      .selectFrom('pse_price')
      .select(['price_cents', 'promo_price_cents', 'is_promo', 'list_price_cents'])
      .where('pse_id', '=', change.pse_id)
      .where('country_id', '=', change.country_id)
      .executeTakeFirst();
    const before = current ? { price_cents: current.price_cents, promo_price_cents: current.is_promo === 1 ? current.promo_price_cents : null, list_price_cents: current.list_price_cents } : null;

    if (current === undefined) {
      if (change.expected) throw new AppError('price_changed');
      const country = await trx.selectFrom('country').select('currency_code').where('id', '=', change.country_id).executeTakeFirstOrThrow();
      // A variant without a price in this country: it gets one now (a later day's price waits; until
      // then the variant has none here, as before).
      if (!scheduled) {
        await trx
          .insertInto('pse_price')
          .values({ pse_id: change.pse_id, country_id: change.country_id, currency_code: country.currency_code, ...storedPrices(after), list_price_cents: change.list_price_cents ?? null })
          .execute();
      }
    } else {
      // Checked and locked by one conditional update: a future change leaves the row as it is.
      let update = trx
        .updateTable('pse_price')
        .set(scheduled ? { price_cents: sql<number>`price_cents` } : storedPrices(after))
        .where('pse_id', '=', change.pse_id)
        .where('country_id', '=', change.country_id);
      if (change.expected) {
        const expected = change.expected;
        update = update.where('price_cents', '=', expected.price_cents);
        update =
          expected.promo_price_cents === null
            ? update.where('is_promo', '=', 0)
            : update.where('is_promo', '=', 1).where('promo_price_cents', '=', expected.promo_price_cents);
      }
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError('price_changed');
    }

    if (scheduled) {
      await trx
        .insertInto('price_schedule')
        .values({
          pse_id: change.pse_id,
          country_id: change.country_id,
          price_cents: change.price_cents,
          promo_price_cents: change.promo_price_cents,
          list_price_cents: change.list_price_cents ?? null,
          list_price_kept: change.list_price_cents === undefined ? 1 : 0,
          valid_from: validFrom,
          created_at: nowIso,
          applied_at: null,
        })
        .execute();
    }
    await recordHistory(trx, change.pse_id, change.country_id, change.promo_price_cents ?? change.price_cents, validFrom);
    outcomes.push({ pse_id: change.pse_id, country_id: change.country_id, before, after, valid_from: validFrom, scheduled });
  }
  return outcomes;
}

/** A history line, unless the paying price in force at that moment is the same already. */
async function recordHistory(trx: Trx, pseId: number, countryId: number, paying: number, validFrom: string): Promise<void> {
  const inForce = await trx
    .selectFrom('price_history')
    .select('price_cents')
    .where('pse_id', '=', pseId)
    .where('country_id', '=', countryId)
    .where('valid_from', '<=', validFrom)
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (inForce?.price_cents === paying) return;
  await trx.insertInto('price_history').values({ pse_id: pseId, country_id: countryId, price_cents: paying, valid_from: validFrom }).execute();
}

function storedPrices(prices: { price_cents: number; promo_price_cents: number | null; list_price_cents?: number | null | undefined }) {
  return {
    price_cents: prices.price_cents,
    promo_price_cents: prices.promo_price_cents,
    is_promo: prices.promo_price_cents === null ? 0 : 1,
    ...(prices.list_price_cents === undefined ? {} : { list_price_cents: prices.list_price_cents }),
  };
}

/** Moves the changes whose moment has come into pse_price, oldest first; answers how many. */
export async function applyDuePrices(db: Kysely<Database>, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('price_schedule')
    .select(['id', 'pse_id', 'country_id', 'price_cents', 'promo_price_cents', 'list_price_cents', 'list_price_kept'])
    .where('applied_at', 'is', null)
    .where('valid_from', '<=', nowIso)
    .orderBy('valid_from')
    .orderBy('id')
    .limit(500)
    .execute();
  let applied = 0;
  for (const row of due) {
    const change = { ...row, list_price_cents: row.list_price_kept === 1 ? undefined : row.list_price_cents };
    await db.transaction().execute(async (trx) => {
      // Marked first and only if still open: another process applying the same change skips it.
      const mark = await trx.updateTable('price_schedule').set({ applied_at: nowIso }).where('id', '=', change.id).where('applied_at', 'is', null).executeTakeFirst();
      if (Number(mark.numUpdatedRows) === 0) return;
      const updated = await trx
        .updateTable('pse_price')
        .set(storedPrices(change))
        .where('pse_id', '=', change.pse_id)
        .where('country_id', '=', change.country_id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        const country = await trx.selectFrom('country').select('currency_code').where('id', '=', change.country_id).executeTakeFirstOrThrow();
        await trx
          .insertInto('pse_price')
          .values({ pse_id: change.pse_id, country_id: change.country_id, currency_code: country.currency_code, ...storedPrices(change), list_price_cents: change.list_price_cents ?? null })
          .execute();
      }
      applied += 1;
    });
  }
  return applied;
}

export type CancelledPrice = { pse_id: number; country_id: number; price_cents: number; promo_price_cents: number | null; list_price_cents: number | null; valid_from: string };

/**
 * Cancels a price saved for a later day while it still waits (its moment is after `now`): the
 * schedule row goes, and with it the history line it wrote, unless another waiting price of the
 * same moment pays the same (that line is theirs too). Answers what was cancelled; null when the
 * price is not the product's, took effect already or is gone.
 */
export async function cancelScheduledPrice(trx: Trx, productId: number, scheduleId: number, now: Date): Promise<CancelledPrice | null> {
  const row = await openScheduledPrice(trx, productId, scheduleId);
  if (!row) return null;
  if (!(await deleteOpenScheduledPrice(trx, scheduleId, now.toISOString()))) return null;
  const paying = row.promo_price_cents ?? row.price_cents;
  const others = await openScheduledPricesAt(trx, row.pse_id, row.country_id, row.valid_from);
  if (!others.some((other) => (other.promo_price_cents ?? other.price_cents) === paying)) await deleteHistoryLine(trx, row.pse_id, row.country_id, row.valid_from, paying);
  return { pse_id: row.pse_id, country_id: row.country_id, price_cents: row.price_cents, promo_price_cents: row.promo_price_cents, list_price_cents: row.list_price_cents, valid_from: row.valid_from };
}
