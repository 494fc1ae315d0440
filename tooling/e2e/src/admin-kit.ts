// What the admin journeys need: the admin app of a running back office ({api}/admin) in Chromium,
// signing in like a person (with the mouse or the keyboard only, or in German or Romanian), going
// to a page, axe on it, giving an account a role (the `admin:grant` command, as production does
// it) and ending a session's idle time without waiting 30 minutes.
//
// The admin speaks the browser's language: pages made by `newAdminPage` run in English (en-US),
// so the journeys name things as the English admin does.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './a11y.ts';
import type { RunningBackOffice } from './start-shop.ts';

const backofficeDir = path.resolve(import.meta.dirname, '../../../apps/backoffice');

/** The demo admin every demo shop has (apps/backoffice, customer/demo-accounts.ts). */
export const demoAdmin = { email: 'admin@example.com', password: 'admin1234' } as const;

export const adminTexts = {
  signInHeading: 'Sign in to the admin',
  notFound: 'Page not found',
  notAllowed: 'Not allowed',
  idleEnded: 'Your session ended after a time without activity. Please sign in again.',
} as const;

export type AdminKit = ReturnType<typeof adminKit>;

export function adminKit(backOffice: RunningBackOffice) {
  const adminUrl = `${backOffice.apiUrl}/admin`;

  /** A page in a fresh browser context (no admin cookie), English, 1280 px unless told. */
  async function newAdminPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
    return { context, page: await context.newPage() };
  }

  /** The page's one h1, once the page has rendered (the admin is a single-page app). */
  async function heading(page: Page): Promise<string> {
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    return (await h1.textContent())?.trim() ?? '';
  }

  /** Opens an admin address (`/orders/12`, `/audit`) and answers its heading. */
  async function open(page: Page, adminPath: string): Promise<string> {
    await page.goto(`${adminUrl}${adminPath}`);
    return heading(page);
  }

  /** Signs in through the sign-in page with the mouse, then waits for the page it leads to (the dashboard unless `next`). */
  async function signIn(page: Page, who: { email: string; password: string } = demoAdmin, next = ''): Promise<void> {
    if (!page.url().startsWith(`${adminUrl}/sign-in`)) await page.goto(`${adminUrl}/sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`);
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    // The signed-in frame (its Sign out button shows at every width; the navigation may be folded).
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  }

  /** Signs in with the keyboard only: Tab to each field, type, Enter. Answers what had focus at each step. */
  async function signInWithKeyboard(page: Page, who: { email: string; password: string } = demoAdmin): Promise<string[]> {
    await page.goto(`${adminUrl}/sign-in`);
    await heading(page);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.tagName ?? '');
    const steps: string[] = [];
    await page.keyboard.press('Tab');
    steps.push(await focused());
    await page.keyboard.type(who.email);
    await page.keyboard.press('Tab');
    steps.push(await focused());
    await page.keyboard.type(who.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    // The signed-in frame (its Sign out button shows at every width; the navigation may be folded).
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    return steps;
  }

  /**
   * A page in a fresh context speaking German or Romanian (the admin follows the browser's
   * language), with the demo admin signed in through the sign-in page, at 1280 px.
   */
  async function signedInIn(browser: Browser, locale: 'de-DE' | 'ro-RO'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${adminUrl}/`);
    await page.waitForURL(/\/admin\/sign-in/);
    await page.getByLabel(/^(E-Mail|E-mail)$/).fill(demoAdmin.email);
    await page.getByLabel(/^(Passwort|Parolă)$/).fill(demoAdmin.password);
    await page.getByLabel(/^(Passwort|Parolă)$/).press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    return { context, page };
  }

  /** axe's serious and critical findings on the page as it is now. */
  function axe(page: Page): Promise<string[]> {
    return seriousViolations(page);
  }

  /** Gives an existing account a role with `pnpm --filter @shop/backoffice admin:grant` (run against the shop's database). */
  async function grant(email: string, role: 'customer' | 'staff' | 'admin'): Promise<string> {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/admin-grant.ts', email, role], {
      cwd: backofficeDir,
      env: { ...process.env, NODE_NO_WARNINGS: '1', DATA_DIR: backOffice.dataDir },
    });
    return stdout;
  }

  /** Makes every admin session of the account look idle for `minutes` (the back office runs on the real clock). */
  function idleFor(email: string, minutes: number): void {
    const db = new DatabaseSync(path.join(backOffice.dataDir, 'shop.sqlite'));
    try {
      db.prepare('UPDATE staff_session SET last_seen_at = ? WHERE customer_id = (SELECT id FROM customer WHERE email = ?)').run(
        new Date(Date.now() - minutes * 60_000).toISOString(),
        email,
      );
    } finally {
      db.close();
    }
  }

  return { adminUrl, newAdminPage, heading, open, signIn, signInWithKeyboard, signedInIn, axe, grant, idleFor };
}

/**
 * Loads a storefront page until `check` holds (the storefront's cache time has passed), at most
 * 20 s. Each load asks with a new query, past the browser's own cache (pages are public for 60 s).
 */
export async function eventually(page: Page, url: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(`${url}?attempt=${Date.now()}-${attempt}`);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${url}: the change did not arrive`);
    await page.waitForTimeout(500);
  }
}
