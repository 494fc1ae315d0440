// An item's address per shop locale. A new address becomes the current one and every earlier
// address of the item in that locale keeps answering, redirected to it (the storefront sends a
// 301); going back to an earlier address makes that row current again. An address another item
// answers at is refused at its field; two saves racing for one address meet the table's unique
// constraint, which `refusingTakenUrls` turns into the same field error.
import { shopLocaleSchema, structureAdminMessages, type ShopLocale } from '@shop/contract/admin';
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.ts';
import type { Database, RewritingView } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findUrlRow, insertUrl, pointUrlsAt, urlsOfItem } from './structure-repository.ts';
import type { Kysely } from 'kysely';

export const fieldError = (path: string, message: string) => new AppError('validation_failed', { fields: [{ path, message }] });

/** Sets the item's current address in a locale; false when it already was the current one. */
export async function setAddress(trx: Transaction<Database>, view: RewritingView, viewId: number, locale: ShopLocale, url: string, field: string): Promise<boolean> {
  const existing = await findUrlRow(trx, url, locale);
  if (existing && (existing.view !== view || existing.view_id !== viewId)) throw fieldError(field, structureAdminMessages.url_taken);
  if (existing && existing.redirected_to === null) return false;
  const id = existing ? existing.id : await insertUrl(trx, { url, view, view_id: viewId, view_locale: locale });
  await pointUrlsAt(trx, view, viewId, locale, id);
  return true;
}

/** The current address per shop locale, and the old ones that redirect. */
export async function addressesOf(db: Kysely<Database> | Transaction<Database>, view: RewritingView, viewId: number) {
  const rows = await urlsOfItem(db, view, viewId);
  const urls = Object.fromEntries(shopLocaleSchema.options.map((locale) => [locale, rows.find((row) => row.view_locale === locale && row.redirected_to === null)?.url ?? null])) as Record<
    ShopLocale,
    string | null
  >;
  const redirects = rows.filter((row) => row.redirected_to !== null).map((row) => ({ locale: row.view_locale, url: row.url }));
  return { urls, redirects };
}

/** The addresses a save asks for: per locale, the address and the form field it came from. */
export type AskedAddresses = { view: RewritingView; viewId: number | null; urls: { locale: ShopLocale; url: string; field: string }[] };

/**
 * Runs a save; a unique violation on the rewriting table (a racing save took an address first)
 * becomes the field error at each address that now belongs to another item.
 */
export async function refusingTakenUrls<T>(db: Kysely<Database>, asked: AskedAddresses, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const fields: { path: string; message: string }[] = [];
    for (const { locale, url, field } of asked.urls) {
      const row = await findUrlRow(db, url, locale);
      if (row && (row.view !== asked.view || row.view_id !== asked.viewId)) fields.push({ path: field, message: structureAdminMessages.url_taken });
    }
    if (fields.length === 0) throw error;
    throw new AppError('validation_failed', { fields });
  }
}

/**
 * Runs a creating save once more when it met a unique constraint: the ids of brands, features and
 * pages are handed out as the last one plus one, so a racing save may take the
 * same id; the second try takes the next one, or meets the code or address it lost at its field.
 */
export async function retryingOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return work();
  }
}
