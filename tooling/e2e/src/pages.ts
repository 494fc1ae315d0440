// The nine pages issue 19 measures: home, the first menu category and the first product of each
// shop, as the running back office names them. Shared by the JavaScript budget, js-size, Lighthouse
// and the performance screenshots.
import { shopApps, type ShopApp } from './apps.ts';
import type { RunningShop } from './start-shop.ts';

export type MeasuredPage = { app: ShopApp['code']; page: 'home' | 'category' | 'product'; url: string };

/** `host` replaces 127.0.0.1 (Lighthouse wants localhost: the canonical URLs name it). */
export async function measuredPages(shop: RunningShop, host = '127.0.0.1'): Promise<MeasuredPage[]> {
  const headers = { authorization: `ShopToken ${shop.backOffice.shopToken}`, 'x-user-identifier': 'measured-pages' };
  const locales = { de: ['de_DE', 5], at: ['de_AT', 13], ro: ['ro_RO', 146] } as const;
  const pages: MeasuredPage[] = [];
  for (const app of shopApps) {
    const running = shop.apps.get(app.code);
    if (!running) continue;
    const origin = running.origin.replace('127.0.0.1', host);
    const [locale, countryId] = locales[app.code];
    const menu = (await (await fetch(`${shop.backOffice.helperUrl}/api/category_menu/custom_attribute?locale=${locale}`, { headers })).json()) as { data: { URL: string }[] };
    const products = (await (await fetch(`${shop.backOffice.apiUrl}/api/products/?country_id=${countryId}&limit=1`, { headers })).json()) as { items: { URL: string }[] };
    pages.push(
      { app: app.code, page: 'home', url: `${origin}/` },
      { app: app.code, page: 'category', url: origin + (menu.data[0]?.URL ?? '/shop-grid-standard/all') },
      { app: app.code, page: 'product', url: origin + (products.items[0]?.URL ?? '/product/1') },
    );
  }
  return pages;
}
