// What an import does with its rows (issue 16): each row is checked (its row, column and why, when
// refused) and compared with what the shop holds: created, updated, unchanged or rejected. The
// preview runs this in a transaction that is rolled back, the apply in the one that commits, so the
// preview's report is what the apply does. Rejected rows are skipped; the others are applied
// together, BATCH rows at a time. Prices go through product-admin's changePrices (the price history
// of the 30-day lowest price, later days scheduled), stock and texts through the editor's writes.
import { countryFactsOf } from '@shop/contract';
import { IMPORT_PROBLEMS_SHOWN, transferColumns, transferMessages, type ImportCounts, type ImportKind, type TransferProblem } from '@shop/contract/admin';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { changePrices, replaceTexts, type PriceChange } from '../product-admin/index.ts';
import { applyCount } from '../stock/index.ts';
import { dayIn, startOfDayIn } from '../shop/index.ts';
import { decimalToCents } from './amounts.ts';
import { centerIds, currentPrices, currentStock, productsByRef, setProductShown, variantsByRef } from './catalog-transfer-repository.ts';
import { countryIdOfCode } from './export-files.ts';
import type { FileCell, FileRow, ImportTable } from './import-files.ts';

type Trx = Transaction<Database>;

/** Rows checked and written per round: one read of the variants and prices, one batch of writes. */
const BATCH = 1000;
const MAX_CENTS = 100_000_000;

export type ImportResult = { counts: ImportCounts; problems: TransferProblem[] };

const REQUIRED: Record<ImportKind, string[]> = {
  products: ['product_ref'],
  prices: ['variant_ref', 'country', 'net_price'],
  stock: ['variant_ref', 'center_id', 'quantity'],
};

class Problems {
  readonly shown: TransferProblem[] = [];
  readonly rejectedRows = new Set<number>();
  add(row: number, column: string, message: string, value: FileCell | undefined = '', rejects = true) {
    if (rejects) this.rejectedRows.add(row);
    if (this.shown.length < IMPORT_PROBLEMS_SHOWN) this.shown.push({ row, column, message, value: String(value).slice(0, 80) });
  }
}

const text = (row: FileRow, column: string) => {
  const value = row.cells.get(column);
  return value === undefined ? '' : String(value).trim();
};

/** Runs the rows of the table in `trx`: checks, compares and writes (see above). */
/** `actor`: the staff member's email, written to the stock ledger with each change. */
export async function runImport(trx: Trx, kind: ImportKind, table: ImportTable, now: Date, actor: string): Promise<ImportResult> {
  const problems = new Problems();
  const counts = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  const missing = REQUIRED[kind].filter((column) => !table.columns.includes(column));
  if (missing.length > 0) {
    for (const column of missing) problems.add(1, column, transferMessages.column_missing);
    return { counts: { ...counts, rejected: table.rows.length }, problems: problems.shown };
  }
  const known = new Set<string>(transferColumns[kind]);
  for (const column of table.columns) if (column !== '' && !known.has(column)) problems.add(1, column, transferMessages.column_unknown, '', false);

  const run = { prices: importPrices, stock: importStock, products: importProducts }[kind];
  const seen = new Set<string>();
  for (let start = 0; start < table.rows.length; start += BATCH) {
    const result = await run(trx, table.rows.slice(start, start + BATCH), { now, actor, problems, seen, columns: new Set(table.columns) });
    counts.created += result.created;
    counts.updated += result.updated;
    counts.unchanged += result.unchanged;
  }
  counts.rejected = problems.rejectedRows.size;
  return { counts, problems: problems.shown };
}

type Round = { now: Date; actor: string; problems: Problems; seen: Set<string>; columns: Set<string> };
type RoundCounts = { created: number; updated: number; unchanged: number };

/** The row's key, refused when an earlier row had it already. */
function firstTime(round: Round, row: FileRow, key: string, column: string): boolean {
  if (round.seen.has(key)) {
    round.problems.add(row.row, column, transferMessages.duplicate_row, row.cells.get(column));
    return false;
  }
  round.seen.add(key);
  return true;
}

function amountOf(round: Round, row: FileRow, column: string, required: boolean): number | null | undefined {
  const value = row.cells.get(column);
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
    if (required) round.problems.add(row.row, column, transferMessages.required, value);
    return required ? undefined : null;
  }
  const cents = decimalToCents(value);
  if (cents === null) {
    round.problems.add(row.row, column, transferMessages.amount_invalid, value);
    return undefined;
  }
  if (cents < 1 || cents > MAX_CENTS) {
    round.problems.add(row.row, column, transferMessages.amount_range, value);
    return undefined;
  }
  return cents;
}

/** The variants the rows name, by reference. */
async function variantsOfRows(trx: Trx, rows: FileRow[]) {
  const refs = [...new Set(rows.map((row) => text(row, 'variant_ref')))].filter(Boolean);
  return new Map((await variantsByRef(trx, refs)).map((variant) => [variant.ref, variant]));
}

/** The row's variant; a missing or unknown reference is the row's problem. */
function variantOfRow(round: Round, row: FileRow, variants: Map<string, { id: number }>) {
  const ref = text(row, 'variant_ref');
  const variant = variants.get(ref);
  if (!ref) round.problems.add(row.row, 'variant_ref', transferMessages.required);
  else if (!variant) round.problems.add(row.row, 'variant_ref', transferMessages.unknown_variant, ref);
  return variant;
}

async function importPrices(trx: Trx, rows: FileRow[], round: Round): Promise<RoundCounts> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const variants = await variantsOfRows(trx, rows);
  const current = new Map((await currentPrices(trx, [...variants.values()].map((variant) => variant.id))).map((price) => [`${price.pse_id}:${price.country_id}`, price]));
  const changes: PriceChange[] = [];
  for (const row of rows) {
    const variant = variantOfRow(round, row, variants);
    const countryCode = text(row, 'country');
    const countryId = countryIdOfCode(countryCode);
    if (countryId === undefined) round.problems.add(row.row, 'country', countryCode ? transferMessages.unknown_country : transferMessages.required, countryCode);
    const price = amountOf(round, row, 'net_price', true);
    const promo = amountOf(round, row, 'net_reduced_price', false);
    const list = round.columns.has('net_list_price') ? amountOf(round, row, 'net_list_price', false) : null;
    if (typeof price === 'number' && typeof promo === 'number' && promo >= price) round.problems.add(row.row, 'net_reduced_price', transferMessages.promo_not_below, row.cells.get('net_reduced_price'));
    let validFrom = round.now.toISOString();
    if (countryId !== undefined) {
      const day = text(row, 'valid_from');
      const timeZone = countryFactsOf(countryId).timeZone;
      const today = dayIn(timeZone, round.now);
      if (day !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(day)) round.problems.add(row.row, 'valid_from', transferMessages.valid_from_invalid, day);
      else if (day !== '' && day < today) round.problems.add(row.row, 'valid_from', transferMessages.valid_from_past, day);
      else if (day !== '' && day > today) validFrom = startOfDayIn(timeZone, day).toISOString();
    }
    if (round.problems.rejectedRows.has(row.row) || !variant || countryId === undefined || price == null || promo === undefined || list === undefined) continue;
    if (!firstTime(round, row, `${variant.id}:${countryId}`, 'variant_ref')) continue;
    const stored = current.get(`${variant.id}:${countryId}`);
    const scheduled = validFrom > round.now.toISOString();
    const same = stored && stored.price_cents === price && (stored.is_promo === 1 ? stored.promo_price_cents : null) === promo && stored.list_price_cents === list;
    if (same && !scheduled) {
      counts.unchanged += 1;
      continue;
    }
    if (stored) counts.updated += 1;
    else counts.created += 1;
    changes.push({ pse_id: variant.id, country_id: countryId, price_cents: price, promo_price_cents: promo, list_price_cents: list, valid_from: validFrom });
  }
  await changePrices(trx, changes, round.now);
  return counts;
}

async function importStock(trx: Trx, rows: FileRow[], round: Round): Promise<RoundCounts> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const variants = await variantsOfRows(trx, rows);
  const centers = new Set(await centerIds(trx));
  const current = new Map((await currentStock(trx, [...variants.values()].map((variant) => variant.id))).map((stock) => [`${stock.pse_id}:${stock.fulfilment_center_id}`, stock.quantity]));
  for (const row of rows) {
    const variant = variantOfRow(round, row, variants);
    const centerText = text(row, 'center_id');
    const centerId = /^\d{1,9}$/.test(centerText) ? Number(centerText) : undefined;
    if (centerId === undefined || !centers.has(centerId)) round.problems.add(row.row, 'center_id', centerText ? transferMessages.unknown_center : transferMessages.required, centerText);
    const quantityText = text(row, 'quantity');
    const quantity = /^\d{1,7}$/.test(quantityText) && Number(quantityText) <= 1_000_000 ? Number(quantityText) : undefined;
    if (quantity === undefined) round.problems.add(row.row, 'quantity', quantityText ? transferMessages.quantity_invalid : transferMessages.required, quantityText);
    if (round.problems.rejectedRows.has(row.row) || !variant || centerId === undefined || quantity === undefined) continue;
    if (!firstTime(round, row, `${variant.id}:${centerId}`, 'variant_ref')) continue;
    const stored = current.get(`${variant.id}:${centerId}`);
    if ((stored ?? 0) === quantity) {
      counts.unchanged += 1;
      continue;
    }
    if (stored === undefined) counts.created += 1;
    else counts.updated += 1;
    // The count as the difference from what this transaction read: an order placed since still counts.
    await applyCount(trx, { pseId: variant.id, centreId: centerId, read: stored ?? 0, quantity, reason: 'import', actor: round.actor, at: round.now.toISOString() });
  }
  return counts;
}

const TEXT_LIMITS = { title: 255, chapo: 1000, description: 50_000, meta_title: 255, meta_description: 500 } as const;
const TEXT_FIELDS = Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[];

async function importProducts(trx: Trx, rows: FileRow[], round: Round): Promise<RoundCounts> {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const { products, texts } = await productsByRef(trx, [...new Set(rows.map((row) => text(row, 'product_ref')))].filter(Boolean));
  const byRef = new Map(products.map((product) => [product.ref, product]));
  for (const row of rows) {
    const ref = text(row, 'product_ref');
    const product = byRef.get(ref);
    if (!ref) round.problems.add(row.row, 'product_ref', transferMessages.required);
    else if (!product) round.problems.add(row.row, 'product_ref', transferMessages.unknown_product, ref);
    let visible: number | undefined;
    if (round.columns.has('active')) {
      const active = text(row, 'active');
      if (active === '1' || active === '0') visible = Number(active);
      else round.problems.add(row.row, 'active', transferMessages.active_invalid, active);
    }
    // Only the columns the file has are changed; a text column left out keeps the shop's text.
    const next = (['de', 'ro'] as const).map((lang) => {
      const stored = texts.find((candidate) => candidate.product_id === product?.id && candidate.lang === lang);
      const values = { title: stored?.title ?? '', chapo: stored?.chapo ?? '', description: stored?.description ?? '', meta_title: stored?.meta_title ?? '', meta_description: stored?.meta_description ?? '' };
      let changed = false;
      for (const field of TEXT_FIELDS) {
        const column = `${field}_${lang}`;
        if (!round.columns.has(column)) continue;
        const raw = row.cells.get(column);
        const value = field === 'description' ? String(raw ?? '') : String(raw ?? '').trim();
        if (field === 'title' && value === '') round.problems.add(row.row, column, transferMessages.required);
        else if (value.length > TEXT_LIMITS[field]) round.problems.add(row.row, column, transferMessages.text_too_long, value);
        else if (value !== values[field]) {
          values[field] = value;
          changed = true;
        }
      }
      return { lang, values, changed: changed && (stored !== undefined || values.title !== '') };
    });
    if (round.problems.rejectedRows.has(row.row) || !product) continue;
    if (!firstTime(round, row, `product:${product.id}`, 'product_ref')) continue;
    const shownChanged = visible !== undefined && visible !== product.visible;
    const textsChanged = next.filter((lang) => lang.changed);
    if (!shownChanged && textsChanged.length === 0) {
      counts.unchanged += 1;
      continue;
    }
    counts.updated += 1;
    // A new version for the editor, after the one it had (a form opened before the import is refused).
    const version = new Date(Math.max(round.now.getTime(), new Date(product.updated_at).getTime() + 1)).toISOString();
    await setProductShown(trx, product.id, visible ?? product.visible, version);
    if (textsChanged.length > 0) await replaceTexts(trx, product.id, textsChanged.map((lang) => ({ lang: lang.lang, ...lang.values })));
  }
  return counts;
}
