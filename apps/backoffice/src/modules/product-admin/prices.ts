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

/** Changes read and written together: the current prices and history of this many at a time. */
const BATCH = 500;

type Stored = { price_cents: number; promo_price_cents: number | null; is_promo: number; list_price_cents: number | null };
const keyOf = (pseId: number, countryId: number) => `${pseId}:${countryId}`;

/**
 * Applies the changes in order (see above); answers what each one did, for the audit log. The
 * current prices and the history in force now are read for BATCH changes at a time and new history
 * lines are inserted together, so an import of 100,000 prices runs the same rule as the editor's
 * form without four round trips per price.
 */
export async function changePrices(trx: Trx, changes: readonly PriceChange[], now: Date): Promise<PriceChangeOutcome[]> {
  const nowIso = now.toISOString();
  const outcomes: PriceChangeOutcome[] = [];
  const currencyOf = new Map<number, string>();
  for (let start = 0; start < changes.length; start += BATCH) {
    const batch = changes.slice(start, start + BATCH);
    const pseIds = [...new Set(batch.map((change) => change.pse_id))];
    const countryIds = [...new Set(batch.map((change) => change.country_id))];
    const currentRows = await trx
      .selectFrom('pse_price')
      .select(['pse_id', 'country_id', 'price_cents', 'promo_price_cents', 'is_promo', 'list_price_cents'])
      .where('pse_id', 'in', pseIds)
      .where('country_id', 'in', countryIds)
      .execute();
    const current = new Map<string, Stored | undefined>(currentRows.map((row) => [keyOf(row.pse_id, row.country_id), row]));
    // The paying price in force now, per variant and country: the newest history line up to now.
    const historyRows = await trx
      .selectFrom('price_history')
      .select(['id', 'pse_id', 'country_id', 'price_cents', 'valid_from'])
      .where('pse_id', 'in', pseIds)
      .where('country_id', 'in', countryIds)
      .where('valid_from', '<=', nowIso)
      .execute();
    const inForceNow = new Map<string, { price_cents: number; valid_from: string; id: number }>();
    for (const row of historyRows) {
      const key = keyOf(row.pse_id, row.country_id);
      const held = inForceNow.get(key);
      if (!held || row.valid_from > held.valid_from || (row.valid_from === held.valid_from && row.id > held.id)) inForceNow.set(key, row);
    }
    const newHistory: { pse_id: number; country_id: number; price_cents: number; valid_from: string }[] = [];
    const flushHistory = async () => {
      if (newHistory.length > 0) await trx.insertInto('price_history').values(newHistory.splice(0)).execute();
    };
    // Changes from now without an expected price (the import): written by one statement per batch,
    // the last change of a variant and country winning as it would one by one.
    const pendingUpdates = new Map<string, PriceChange>();
    const flushUpdates = async () => {
      if (pendingUpdates.size === 0) return;
      await updatePricesTogether(trx, [...pendingUpdates.values()]);
      pendingUpdates.clear();
    };

    for (const change of batch) {
      const key = keyOf(change.pse_id, change.country_id);
      const validFrom = change.valid_from > nowIso ? change.valid_from : nowIso;
      const scheduled = validFrom > nowIso;
      const after = { price_cents: change.price_cents, promo_price_cents: change.promo_price_cents, ...(change.list_price_cents === undefined ? {} : { list_price_cents: change.list_price_cents }) };
      const row = current.get(key);
      const before = row ? { price_cents: row.price_cents, promo_price_cents: row.is_promo === 1 ? row.promo_price_cents : null, list_price_cents: row.list_price_cents } : null;

      if (row === undefined) {
        if (change.expected) throw new AppError('price_changed');
        // A variant without a price in this country: it gets one now (a later day's price waits; until
        // then the variant has none here, as before).
        if (!scheduled) {
          let currency = currencyOf.get(change.country_id);
          if (currency === undefined) {
            currency = (await trx.selectFrom('country').select('currency_code').where('id', '=', change.country_id).executeTakeFirstOrThrow()).currency_code;
            currencyOf.set(change.country_id, currency);
          }
          const stored = { ...storedPrices(after), list_price_cents: change.list_price_cents ?? null };
          await trx.insertInto('pse_price').values({ pse_id: change.pse_id, country_id: change.country_id, currency_code: currency, ...stored }).execute();
          current.set(key, stored);
        }
      } else if (!change.expected && !scheduled) {
        pendingUpdates.set(key, change);
        current.set(key, { ...row, ...storedPrices(after) });
      } else {
        await flushUpdates();
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
        if (!scheduled) current.set(key, { ...row, ...storedPrices(after) });
      }

      const paying = change.promo_price_cents ?? change.price_cents;
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
        // A later moment: the history in force then is read from the table (this batch's lines first).
        await flushHistory();
        await recordHistory(trx, change.pse_id, change.country_id, paying, validFrom);
      } else if (inForceNow.get(key)?.price_cents !== paying) {
        // A history line, unless the paying price in force now is the same already.
        newHistory.push({ pse_id: change.pse_id, country_id: change.country_id, price_cents: paying, valid_from: validFrom });
        inForceNow.set(key, { price_cents: paying, valid_from: validFrom, id: Number.MAX_SAFE_INTEGER });
      }
      outcomes.push({ pse_id: change.pse_id, country_id: change.country_id, before, after, valid_from: validFrom, scheduled });
    }
    await flushUpdates();
    await flushHistory();
  }
  return outcomes;
}

/**
 * Sets the prices of existing rows in one statement: UPDATE ... FROM a VALUES list, whose columns
 * both SQLite and PostgreSQL name column1, column2...; a list price left out (undefined) stays as it
 * is. (A UNION ALL of 500 selects cost PostgreSQL 120 ms to plan; the VALUES list 8 ms.)
 */
async function updatePricesTogether(trx: Trx, changes: readonly PriceChange[]): Promise<void> {
  const int = (value: number | null) => sql`cast(${value} as integer)`;
  const rows = changes.map(
    (change) =>
      sql`(${sql.join([
        int(change.pse_id),
        int(change.country_id),
        int(change.price_cents),
        int(change.promo_price_cents),
        int(change.promo_price_cents === null ? 0 : 1),
        int(change.list_price_cents ?? null),
        int(change.list_price_cents === undefined ? 1 : 0),
      ])})`,
  );
  await sql`
    update pse_price set
      price_cents = v.price_cents,
      promo_price_cents = v.promo_price_cents,
      is_promo = v.is_promo,
      list_price_cents = case when v.list_kept = 1 then pse_price.list_price_cents else v.list_price_cents end
    from (
      select column1 as pse_id, column2 as country_id, column3 as price_cents, column4 as promo_price_cents, column5 as is_promo, column6 as list_price_cents, column7 as list_kept
      from (values ${sql.join(rows)}) as given
    ) as v
    where pse_price.pse_id = v.pse_id and pse_price.country_id = v.country_id`.execute(trx);
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
