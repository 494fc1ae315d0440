// `pnpm --filter @shop/e2e screenshots:checkout`: the cart, the checkout and the order-placed page of
// every built app at 375 px and 1280 px, into ./screenshots. A guest fills a cart and orders
// (prepayment in Germany and Austria, with the payment slip; cash on delivery in Romania).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { shopApps } from './apps.ts';
import { launchChromium } from './browser.ts';
import { addToCart, fillGuestAddress, sellableProducts } from './checkout-kit.ts';
import { startShop } from './start-shop.ts';

const outDir = path.resolve(import.meta.dirname, '../../../screenshots');
mkdirSync(outDir, { recursive: true });

const texts = {
  de: { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.', pay: /Vorkasse/, terms: /Ich akzeptiere die AGB/, order: 'Zahlungspflichtig bestellen', zipcode: '10115', city: 'Berlin', phone: '+49 30 1234567' },
  at: { add: 'In den Einkaufswagen', added: 'Das Produkt wurde in den Einkaufswagen gelegt.', pay: /Vorkasse/, terms: /Ich akzeptiere die AGB/, order: 'Zahlungspflichtig bestellen', zipcode: '1010', city: 'Wien', phone: '+43 1 2345678' },
  ro: { add: 'Adaugă în coș', added: 'Produsul a fost adăugat în coș.', pay: /^Ramburs/, terms: /Sunt de acord cu Termenii/, order: 'Comandă cu obligație de plată', zipcode: '010011', city: 'București', phone: '+40 21 123 4567' },
} as const;

const browser = await launchChromium();
const shop = await startShop();
try {
  for (const app of shopApps) {
    const running = shop.apps.get(app.code);
    if (!running) continue;
    const text = texts[app.code];
    const products = await sellableProducts(shop.backOffice, app.code);
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(running.origin);
      await page.locator('html[data-hydrated="true"]').waitFor();
      // The consent banner would cover the middle of every shot.
      await page.getByRole('button', { name: /^(Akzeptieren|Accept|Acceptă)$/ }).click();
      for (const product of products.slice(0, 2)) await addToCart(page, running.origin, product.ID, text);
      const shoot = async (name: string) => {
        const file = path.join(outDir, `${app.code}_${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.info(file);
      };
      await page.goto(`${running.origin}/cart`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await shoot('cart');
      await page.goto(`${running.origin}/checkout`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await shoot('checkout');
      await fillGuestAddress(page, { email: `shot-${app.code}-${width}@example.com`, zipcode: text.zipcode, city: text.city, phone: text.phone });
      await page.getByRole('radio', { name: text.pay }).check();
      await page.getByLabel(text.terms).check();
      await page.getByRole('button', { name: text.order }).click();
      await page.waitForURL(/\/order-placed/);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await shoot('order-placed');
      await context.close();
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
