// The admin ({api}/admin) in real Chromium against a whole running shop (issue 14): signing in with
// the keyboard only, the dashboard, the storefront's admin-bar links each opening an admin page
// (never a 404), a staff member kept out of the audit log, signing out, the idle timeout, the
// phone menu, and axe on every admin page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backOfficeKit, uniqueEmail } from './account-kit.ts';
import { adminKit, adminTexts, demoAdmin, type AdminKit } from './admin-kit.ts';
import { launchChromium } from './browser.ts';
import { startShop, type RunningShop } from './start-shop.ts';
import { shotsAtBothWidths } from './shots.ts';

let shop: RunningShop;
let browser: Browser;
let admin: AdminKit;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['at']), launchChromium()]);
  admin = adminKit(shop.backOffice);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** The storefront as the demo admin: every href of the admin bar, and the edit link on a product page. */
async function adminBarLinks(page: Page): Promise<{ links: { name: string; href: string }[]; edit: string }> {
  const origin = shop.apps.get('at')?.origin ?? '';
  await page.goto(`${origin}/login-register`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.getByLabel(/^E-Mail-Adresse/).fill(demoAdmin.email);
  await page.getByLabel(/^Passwort/).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Anmelden' }).last().click();
  await page.waitForURL(/\/account$/);
  const bar = page.getByRole('navigation', { name: 'Backoffice-Verknüpfungen' });
  await bar.waitFor();
  const links = await bar.getByRole('link').evaluateAll((anchors) => anchors.map((a) => ({ name: a.textContent?.trim() ?? '', href: (a as HTMLAnchorElement).href })));
  await page.goto(`${origin}/product/1`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  const edit = (await page.getByRole('navigation', { name: 'Backoffice-Verknüpfungen' }).getByRole('link', { name: 'Produkt bearbeiten' }).getAttribute('href')) ?? '';
  return { links, edit };
}

describe('the admin', () => {
  it('signs in with the keyboard only and shows the dashboard; the skip link leads to the page', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    expect(await admin.signInWithKeyboard(page)).toEqual(['Email', 'Password']);
    expect(await admin.heading(page)).toBe('Dashboard');
    await page.getByRole('table', { name: /Orders and revenue per country/ }).waitFor();
    for (const country of ['Germany (EUR)', 'Austria (EUR)', 'Romania (RON)']) await page.getByRole('cell', { name: country }).waitFor();
    await page.getByText('Counted are placed orders that were not cancelled and did not fail').waitFor();

    // The first Tab reaches the skip link, Enter moves focus to the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await admin.axe(page)).toEqual([]);
    await context.close();
  });

  it("opens an admin page (never a 404) for each of the storefront admin bar's links", async () => {
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    const { links, edit } = await adminBarLinks(page);
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(
      ['customers', 'orders', 'catalog', 'folders', 'coupons', 'sales', 'brands', 'export', 'import', 'modules', 'configuration'].map((name) => `/admin/${name}`),
    );
    expect(edit).toBe(`${admin.adminUrl}/products/1`);
    for (const href of [...links.map((link) => link.href), edit]) {
      expect(new URL(href).origin).toBe(shop.backOffice.apiUrl);
      await page.goto(href);
      const title = await admin.heading(page);
      expect(title, href).not.toBe(adminTexts.notFound);
      // The page is inside the signed-in frame, with the admin's navigation.
      expect(await page.getByRole('navigation', { name: 'Admin' }).count(), href).toBe(1);
    }
    // The product editor (issue 16), named by the product's title.
    expect(await page.getByRole('button', { name: 'Save product', exact: true }).count()).toBe(1);
    expect(await admin.axe(page)).toEqual([]);
    await context.close();
  });

  it('keeps a staff member out of the audit log: no link in the navigation, the page says not allowed', async () => {
    const email = uniqueEmail('staff');
    const password = 'geheim1234';
    await backOfficeKit(shop.backOffice).register('at', email, password);
    expect(await admin.grant(email, 'staff')).toBe(`${email}: customer -> staff (recorded in the audit log).\n`);

    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page, { email, password });
    expect(await admin.heading(page)).toBe('Dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    expect(await admin.open(page, '/audit')).toBe(adminTexts.notAllowed);
    await page.getByRole('alert').filter({ hasText: 'Your role does not allow this page.' }).waitFor();
    expect(await admin.axe(page)).toEqual([]);
    await context.close();
  });

  it('shows the audit log to an admin, with the role change just made', async () => {
    const email = uniqueEmail('granted');
    await backOfficeKit(shop.backOffice).register('at', email, 'geheim1234');
    await admin.grant(email, 'staff');
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(/\/admin\/audit$/);
    expect(await admin.heading(page)).toBe('Audit log');
    const table = page.getByRole('table', { name: 'Every change made in the admin, newest first' });
    // A sentence naming who and the account by name and email, and the change below it.
    const line = table.getByRole('row').filter({ hasText: `command line (admin:grant) changed the role of` }).filter({ hasText: email }).first();
    await line.waitFor();
    expect(await line.textContent()).toContain('role: customer → staff');
    expect(await admin.axe(page)).toEqual([]);
    // Filtered by person: the sign-ins and changes of the demo admin only.
    await page.getByLabel('Who').fill('command line');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(/actor=command/);
    await page.getByRole('table', { name: 'Changes matching the filters, newest first' }).getByRole('row').filter({ hasText: email }).first().waitFor();
    await shotsAtBothWidths(page, 'admin-audit-filtered-en');
    await context.close();
  });

  it('signs out: the sign-in page shows and the admin pages ask for it again', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/admin\/sign-in$/);
    expect(await admin.heading(page)).toBe(adminTexts.signInHeading);
    expect(await admin.axe(page)).toEqual([]);
    expect(await admin.open(page, '/audit')).toBe(adminTexts.signInHeading);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/audit');
    await context.close();
  });

  it('after 30 idle minutes shows the sign-in with its reason, and signing in again returns to the page', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    expect(await admin.heading(page)).toBe('Dashboard');
    admin.idleFor(demoAdmin.email, 31);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('status').filter({ hasText: adminTexts.idleEnded }).waitFor();
    expect(await admin.heading(page)).toBe(adminTexts.signInHeading);
    await admin.signIn(page);
    expect(await admin.heading(page)).toBe('Audit log');
    await context.close();
  });

  it('on a phone, puts the navigation behind a Menu button that works with the keyboard', async () => {
    const { context, page } = await admin.newAdminPage(browser, { width: 375, height: 812 });
    await admin.signIn(page);
    const main = page.getByRole('main');
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // The page starts right under the one-row header.
    expect((await main.boundingBox())?.y).toBeLessThan(80);
    expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu');
    expect(await admin.axe(page)).toEqual([]);

    // A link followed from the menu closes it.
    await menu.click();
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(/\/admin\/products$/);
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await admin.axe(page)).toEqual([]);
    await context.close();
  });

  it('passes axe on the sign-in, the dashboard with orders, the part-2 pages and the not-found page', async () => {
    const kit = backOfficeKit(shop.backOffice);
    await kit.guestOrder('at', uniqueEmail('dashboard'));
    const { context, page } = await admin.newAdminPage(browser);
    await page.goto(`${admin.adminUrl}/sign-in`);
    expect(await admin.heading(page)).toBe(adminTexts.signInHeading);
    expect(await admin.axe(page)).toEqual([]);
    await admin.signIn(page);
    await page.getByRole('cell', { name: 'Austria (EUR)' }).waitFor();
    expect(await admin.axe(page)).toEqual([]);
    for (const adminPath of ['/coupons', '/coupons/new', '/modules', '/configuration', '/sales', '/brands/3', '/no-such-page']) {
      await admin.open(page, adminPath);
      expect(await admin.axe(page), adminPath).toEqual([]);
    }
    expect(await admin.heading(page)).toBe(adminTexts.notFound);
    await context.close();
  });
});
