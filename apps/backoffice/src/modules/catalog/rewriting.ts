// The catch-all lookup (spec section 2): which product, variant, category, brand or content a URL
// of a locale shows. An old URL answers with the item's current URL, so the storefront can send a
// 301 to it. And the other way round (issue 7): an item's URL in every locale, for hreflang.
import type { LocaleUrl, PageViewType, RewritingResult } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/app-error.ts';
import { currentUrlsOfItem, findUrl, findUrlById } from './url-repository.ts';
import { productIdOfVariant } from './variant-repository.ts';

export async function resolveUrl(db: Db, locale: string, rawUrl: string): Promise<RewritingResult> {
  const url = normaliseUrl(rawUrl);
  const row = await findUrl(db, url, locale);
  if (!row) throw notFound('rewriting_not_found');
  const current = row.redirected_to === null ? row : ((await findUrlById(db, row.redirected_to)) ?? row);
  const base = { view_id: current.view_id, view_locale: current.view_locale, view_url: current.url };
  if (current.view === 'pse') {
    const productId = await productIdOfVariant(db, current.view_id);
    if (productId === undefined) throw notFound('rewriting_not_found');
    return { ...base, view: 'pse', PRODUCT_ID: productId };
  }
  return { ...base, view: current.view };
}

/** '/Badmoebel/waschtisch.html?x=1' -> 'Badmoebel/waschtisch.html': paths are stored without slash and query. */
export function normaliseUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path: a malformed escape simply finds nothing
  }
  return decoded.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The current URL of one item in every locale (hreflang): old, redirected URLs are left out. */
export async function alternateUrls(db: Db, view: PageViewType, viewId: number): Promise<LocaleUrl[]> {
  const rows = await currentUrlsOfItem(db, view, viewId);
  return rows.map((row) => ({ view_locale: row.view_locale, view_url: row.url }));
}
