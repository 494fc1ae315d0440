// The shop's structure in the admin (issue 16), in real Chromium against the running apps: a
// category deactivated in the admin leaves the storefront's menu; the imprint edited in the admin's
// rich-text editor shows on the storefront's imprint page, and a script typed or pasted into the
// editor never reaches it; a blog page created in the admin answers at its address; a category
// created in the admin answers at its address and is deleted again (one with subcategories is
// refused), and a folder is created and deleted (one with pages is refused); the storefront's "edit category" and "edit content" links open the
// matching admin pages. The storefront keeps helper data 300 s; here HELPER_CACHE_SECONDS=1, and
// the journeys wait for the change (at most the cache time plus a margin), never for a fixed time.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminKit, demoAdmin, eventually, type AdminKit } from './admin-kit.ts';
import { launchChromium } from './browser.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;
let admin: AdminKit;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de'], { storefrontEnv: { HELPER_CACHE_SECONDS: '1' } }), launchChromium()]);
  admin = adminKit(shop.backOffice);
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const origin = () => shop.apps.get('de')?.origin ?? '';

async function menuTitles(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Produktkategorien' });
  await menu.waitFor({ state: 'attached' });
  return (await menu.locator('[data-top-level]').allTextContents()).map((title) => title.trim());
}

describe('the shop structure in the admin', () => {
  it('deactivates a category: it leaves the storefront menu; activated again, it comes back', async () => {
    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shopper.goto(`${origin()}/`);
    const before = await menuTitles(shopper);
    const title = before[1] as string;
    expect(title).toBeTruthy();

    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    expect(await admin.open(page, '/categories')).toBe('Categories');
    expect(await admin.axe(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Category tree' }).getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(/\/admin\/categories\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await admin.axe(page)).toEqual([]);
    await page.getByLabel('Visible in the shop (a hidden category leaves the menu)').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Category saved.', { exact: false }).waitFor();

    await eventually(shopper, `${origin()}/`, async () => !(await menuTitles(shopper)).includes(title));
    expect(await menuTitles(shopper)).toEqual(before.filter((name) => name !== title));

    // The tree marks it hidden; moving it with the keyboard keeps the focus on its button.
    await admin.open(page, '/categories');
    const tree = page.getByRole('navigation', { name: 'Category tree' });
    await tree.getByRole('listitem').filter({ hasText: title }).first().getByText('Hidden').waitFor();
    const focused = (name: string) => page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, name);
    await tree.getByRole('button', { name: `Move “${title}” down` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`“${title}” moved down.`).waitFor();
    await focused(`Move “${title}” down`);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByText(`“${title}” moved up.`).waitFor();
    await focused(`Move “${title}” up`);

    await tree.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(/\/admin\/categories\/\d+$/);
    await page.getByLabel('Visible in the shop (a hidden category leaves the menu)').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Category saved.', { exact: false }).waitFor();
    await eventually(shopper, `${origin()}/`, async () => (await menuTitles(shopper)).includes(title));
    expect(await menuTitles(shopper)).toEqual(before);
    await context.close();
    await shopper.close();
  }, 90_000);

  it('edits the German imprint in the editor: the storefront shows it, and no typed or pasted script reaches the page', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    expect(await admin.open(page, '/folders')).toBe('Folders and pages');
    expect(await admin.axe(page)).toEqual([]);
    await page.getByRole('link', { name: 'Impressum', exact: true }).click();
    await page.waitForURL(/\/admin\/contents\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Impressum', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Germany (German)' }).waitFor();
    expect(await admin.axe(page)).toEqual([]);

    const editor = page.getByRole('textbox', { name: 'Text' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Heading (H2)' }).click();
    await page.getByRole('button', { name: 'Heading (H2)', pressed: true }).waitFor();
    await page.keyboard.type('Anbieterkennzeichnung neu');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Bad & Haus Demo GmbH, Musterstraße 1. <script>window.__typed = 1</script>');
    // A paste of HTML with a script and an event handler, as from another web page.
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>Eingefügt<img src="x" onerror="window.__pasted = 1"></p><script>window.__pasted = 2</script>');
      data.setData('text/plain', 'Eingefügt');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('Page saved.', { exact: false }).waitFor();

    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await eventually(shopper, `${origin()}/Impressum`, async () => (await shopper.getByRole('heading', { name: 'Anbieterkennzeichnung neu' }).count()) === 1);
    await shopper.getByText('Bad & Haus Demo GmbH, Musterstraße 1. <script>window.__typed = 1</script>').waitFor();
    await shopper.getByText('Eingefügt').waitFor();
    await shopper.locator('html[data-hydrated="true"]').waitFor();
    expect(await shopper.evaluate(() => [(window as { __typed?: number }).__typed, (window as { __pasted?: number }).__pasted])).toEqual([undefined, undefined]);
    const html = await shopper.locator('main').innerHTML();
    expect(html).not.toContain('onerror');
    expect(html).not.toMatch(/<script>window/);
    await shopper.close();
    await context.close();
  }, 90_000);

  it('creates a blog page in the blog folder, writes it, and the storefront shows it at its address', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    await admin.open(page, '/folders');
    await page.getByRole('region', { name: 'Blog' }).getByRole('link', { name: 'New page in this folder' }).click();
    await page.waitForURL(/\/admin\/contents\/new/);
    await page.getByRole('heading', { level: 1, name: 'New page', exact: true }).waitFor();
    expect(await admin.axe(page)).toEqual([]);
    await page.getByLabel('Title').fill('Badtrends 2027');
    await page.getByLabel('Address').fill('blog/badtrends-2027');
    await page.getByLabel('Code').fill('Bad Trends');
    await page.getByRole('button', { name: 'Create page' }).click();
    // The code is refused at its field, with what was typed kept.
    await page.getByText('Use lower-case letters, digits, "-" and "_" only, starting with a letter.').waitFor();
    await page.getByLabel('Code').fill('badtrends-2027');
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL(/\/admin\/contents\/\d+\?locale=de_DE$/);
    await page.getByRole('heading', { level: 1, name: 'Badtrends 2027', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('Naturstein und warme Farben.');
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('Page saved.', { exact: false }).waitFor();

    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await shopper.goto(`${origin()}/blog/badtrends-2027`);
    await shopper.getByRole('heading', { level: 1, name: 'Badtrends 2027' }).waitFor();
    await shopper.getByText('Naturstein und warme Farben.').waitFor();
    await shopper.close();
    await context.close();
  }, 90_000);

  it('creates a subcategory that the storefront shows at its address, deletes it again, and refuses to delete a category with subcategories; creates and deletes a folder, refusing one with pages', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    await admin.signIn(page);
    expect(await admin.open(page, '/categories')).toBe('Categories');
    const [parentTitle] = await (async () => {
      const shopper = await browser.newPage();
      await shopper.goto(`${origin()}/`);
      const titles = await menuTitles(shopper);
      await shopper.close();
      return titles;
    })();
    await page.getByRole('link', { name: 'New category' }).click();
    await expect.poll(() => admin.heading(page)).toBe('New category');
    expect(await admin.axe(page)).toEqual([]);
    const parent = page.getByLabel('Parent category');
    const parentValue = await parent.locator('option', { hasText: parentTitle as string }).first().getAttribute('value');
    await parent.selectOption(parentValue ?? '');
    const german = page.getByRole('group', { name: 'German', exact: true });
    await german.getByLabel('Title').fill('Saunazubehör');
    await page.getByRole('group', { name: 'Romanian', exact: true }).getByLabel('Title').fill('Accesorii pentru saună');
    const slug = `saunazubehoer-${Date.now().toString(36)}`;
    await page.getByLabel('Germany (German)').fill(slug);
    await page.getByLabel('Austria (German)').fill(slug);
    await page.getByLabel('Romania (Romanian)').fill(`accesorii-sauna-${slug}`);
    await page.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await page.waitForURL(/\/admin\/categories\/\d+$/);
    await expect.poll(() => admin.heading(page)).toBe('Saunazubehör');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain(parentTitle);
    expect(await admin.axe(page)).toEqual([]);

    const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await eventually(shopper, `${origin()}/${slug}`, async () => (await shopper.getByRole('heading', { level: 1, name: 'Saunazubehör' }).count()) === 1);

    // Deleted with the keyboard (after the confirmation): gone from the tree.
    await page.getByRole('button', { name: 'Delete category' }).press('Enter');
    await page.waitForURL(/\/admin\/categories$/);
    await page.getByText('The category “Saunazubehör” is deleted.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Category tree' }).getByRole('link', { name: 'Saunazubehör' }).count()).toBe(0);
    // A top category has subcategories: refused, and the page says why.
    await page.getByRole('navigation', { name: 'Category tree' }).getByRole('link', { name: parentTitle as string, exact: true }).click();
    await page.waitForURL(/\/admin\/categories\/\d+$/);
    await expect.poll(() => admin.heading(page)).toBe(parentTitle);
    await page.getByRole('button', { name: 'Delete category' }).click();
    await page.getByRole('alert').filter({ hasText: 'This category has subcategories: delete or move them first.' }).waitFor();
    await shopper.close();

    // A folder: created, refused while it holds a page (Blog), deleted when empty.
    await admin.open(page, '/folders');
    await page.getByText('New folder', { exact: true }).click();
    const newFolder = page.getByRole('form', { name: 'New folder' });
    await newFolder.getByLabel('Title (German)').fill('Ratgeber');
    await newFolder.getByLabel('Title (Romanian)').fill('Ghiduri');
    await newFolder.getByRole('button', { name: 'Create folder' }).click();
    const folder = page.getByRole('region', { name: 'Ratgeber' });
    await folder.waitFor();
    expect(await admin.axe(page)).toEqual([]);
    await page.getByRole('region', { name: 'Blog' }).getByRole('button', { name: 'Delete folder' }).click();
    await page.getByRole('region', { name: 'Blog' }).getByRole('alert').filter({ hasText: 'This folder still holds pages: it can be deleted once it is empty.' }).waitFor();
    await folder.getByRole('button', { name: 'Delete folder' }).click();
    await page.getByText('Folder “Ratgeber” deleted.').waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Ratgeber' }).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('passes axe on the brand and feature pages; a brand is deactivated and activated with the keyboard', async () => {
    const { context, page } = await admin.newAdminPage(browser);
    await admin.signIn(page);
    for (const [address, heading] of [
      ['/brands', 'Brands'],
      ['/brands/new', 'New brand'],
      ['/features', 'Features'],
      ['/features/new', 'New feature'],
    ] as const) {
      expect(await admin.open(page, address)).toBe(heading);
      expect(await admin.axe(page), address).toEqual([]);
    }
    await admin.open(page, '/brands');
    await page.getByRole('link', { name: 'Aquanova', exact: true }).click();
    await page.waitForURL(/\/admin\/brands\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Aquanova', exact: true }).waitFor();
    expect(await admin.axe(page)).toEqual([]);
    const active = page.getByLabel('Active (shown in the shop)');
    await active.focus();
    await page.keyboard.press('Space');
    expect(await active.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await page.getByText('Brand saved.').waitFor();
    // Saved: a fresh page shows it inactive (and the form is not mid-reset when it is toggled again).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Aquanova', exact: true }).waitFor();
    await expect.poll(() => active.isChecked()).toBe(false);
    await active.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await page.getByText('Brand saved.').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Aquanova', exact: true }).waitFor();
    await expect.poll(() => active.isChecked()).toBe(true);
    await context.close();
  }, 90_000);

  it("opens the right admin page from the storefront's category and content edit links", async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await admin.signIn(page);
    await page.goto(`${origin()}/login-register`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByLabel(/^E-Mail-Adresse/).fill(demoAdmin.email);
    await page.getByLabel(/^Passwort/).fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Anmelden' }).last().click();
    await page.waitForURL(/\/account$/);
    const bar = () => page.getByRole('navigation', { name: 'Backoffice-Verknüpfungen' });

    // A category page: its edit link opens the category in the admin.
    await page.goto(`${origin()}/`);
    const [categoryTitle] = await menuTitles(page);
    const first = page.getByRole('navigation', { name: 'Produktkategorien' }).locator('a').filter({ hasText: categoryTitle as string }).first();
    await page.goto(`${origin()}${(await first.getAttribute('href')) ?? ''}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const categoryEdit = (await bar().getByRole('link', { name: 'Kategorie bearbeiten' }).getAttribute('href')) ?? '';
    expect(categoryEdit).toMatch(new RegExp(`^${shop.backOffice.apiUrl}/admin/categories/\\d+$`));
    await page.goto(categoryEdit);
    expect(await admin.heading(page)).toBe(categoryTitle);
    await page.getByLabel('Germany (German)').waitFor();

    // A content page: its edit link opens the page in the admin.
    await page.goto(`${origin()}/datenschutz`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const contentTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    const contentEdit = (await bar().getByRole('link', { name: 'Inhalt bearbeiten' }).getAttribute('href')) ?? '';
    expect(contentEdit).toMatch(new RegExp(`^${shop.backOffice.apiUrl}/admin/contents/\\d+$`));
    await page.goto(contentEdit);
    expect(await admin.heading(page)).toBe(contentTitle);
    await page.getByRole('textbox', { name: 'Text' }).waitFor();
    await context.close();
  }, 90_000);
});
