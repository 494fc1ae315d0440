// `pnpm --filter @shop/e2e screenshots:account`: screenshots of the signed-in account area (orders,
// an order's detail, the address form) of every built app at 375 px and 1280 px, into ./screenshots.
// The plain screenshot script cannot sign in; this one registers a customer and places an order.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backOfficeKit, uniqueEmail } from './account-kit.ts';
import { shopApps } from './apps.ts';
import { launchChromium } from './browser.ts';
import { startShop } from './start-shop.ts';

const outDir = path.resolve(import.meta.dirname, '../../../screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
const shop = await startShop();
const kit = backOfficeKit(shop.backOffice);
try {
  for (const app of shopApps) {
    const running = shop.apps.get(app.code);
    if (!running) continue;
    const email = uniqueEmail(`shot-${app.code}`);
    const customer = await kit.register(app.code, email, 'geheim123');
    const order = await kit.customerOrder(app.code, customer, email);
    await kit.customerOrder(app.code, customer, email);
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${running.origin}/login-register`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await page.getByRole('main').locator('input[name="email"]').fill(email);
      await page.getByRole('main').locator('input[name="password"]').fill('geheim123');
      await page.getByRole('main').locator('button[type="submit"]').click();
      await page.locator('input[name="current_password"]').first().waitFor();
      // The consent banner would cover the middle of every shot.
      await page.getByRole('button', { name: /^(Akzeptieren|Accept)$/ }).click();
      for (const [name, target] of [
        ['account', '/account'],
        ['account-order', `/account/order/${order.id}`],
        ['account-address', '/account?address=new'],
        ['withdrawal', '/vertrag-widerrufen'],
      ] as const) {
        await page.goto(running.origin + target);
        await page.locator('html[data-hydrated="true"]').waitFor();
        const file = path.join(outDir, `${app.code}_${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.info(file);
        if (name === 'account-address') {
          const form = path.join(outDir, `${app.code}_${name}-form-${width}.png`);
          await page.locator('#address-form').screenshot({ path: form });
          console.info(form);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
