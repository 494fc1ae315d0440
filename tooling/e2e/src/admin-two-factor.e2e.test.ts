// Two-factor sign-in for staff (issue 38) in real Chromium, with admins required to use it
// (STAFF_TWO_FACTOR=admins, production's default): the demo admin sets it up at the sign-in (QR code,
// key, first code, ten recovery codes) in German, then signs in with a code and with a recovery code;
// a staff member sets it up from the two-factor page in Romanian; the admin resets it (a lost phone),
// which signs the staff member out. The authenticator app is played by otpauth with the key the page
// shows. axe on each new screen; screenshots at 1280 and 375 px when SHOTS_DIR is set.
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminKit, demoAdmin, type AdminKit } from './admin-kit.ts';
import { launchChromium } from './browser.ts';
import { shotsAtBothWidths } from './shots.ts';
import { startShop, type RunningShop } from './start-shop.ts';

let shop: RunningShop;
let browser: Browser;
let admin: AdminKit;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(['de'], { backOfficeEnv: { STAFF_TWO_FACTOR: 'admins' } }), launchChromium()]);
  admin = adminKit(shop.backOffice);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});


/** The authenticator app: the code of the key the page showed, for now or a step later (a code works once). */
function codeOf(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function signInWithPassword(page: Page, who: { email: string; password: string }) {
  await page.goto(`${admin.adminUrl}/sign-in`);
  await page.getByLabel(/^(E-Mail|E-mail)$/).fill(who.email);
  await page.getByLabel(/^(Passwort|Parolă)$/).fill(who.password);
  await page.getByRole('button', { name: /^(Anmelden|Autentificare)$/ }).click();
}

describe('two-factor sign-in for staff', () => {
  let key = '';
  let recoveryCodes: string[] = [];

  it('DE: the admin sets it up at the first sign-in, keeps ten recovery codes, and the admin opens', async () => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithPassword(page, demoAdmin);
    await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: 'QR-Code für die Authenticator-App' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    key = (await page.locator('code').first().textContent()) ?? '';
    expect(key.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    expect(await admin.axe(page)).toEqual([]);
    await shotsAtBothWidths(page, 'admin-2fa-enrol-de');

    // A wrong code first: said at the field, nothing opens.
    const codeField = page.getByLabel('Code aus der Authenticator-App');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Bestätigen und einschalten' }).click();
    await page.getByText('Der Code ist falsch oder wurde schon verwendet.').waitFor();
    await codeField.fill(codeOf(key));
    await page.getByRole('button', { name: 'Bestätigen und einschalten' }).click();
    await page.getByRole('heading', { name: 'Ihre Wiederherstellungscodes' }).waitFor();
    recoveryCodes = (await page.locator('ol code').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await admin.axe(page)).toEqual([]);
    await shotsAtBothWidths(page, 'admin-2fa-recovery-codes-de');
    await page.getByRole('button', { name: 'Ich habe die Codes aufbewahrt: Admin öffnen' }).click();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await admin.heading(page)).toBe('Übersicht');
    await context.close();
  });

  it('DE: then the password asks for the code; a code, and else a recovery code once, open the admin', async () => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithPassword(page, demoAdmin);
    await page.getByText('Ihr Passwort war richtig. Geben Sie jetzt den Code aus Ihrer Authenticator-App ein.').waitFor();
    expect(await admin.axe(page)).toEqual([]);
    await shotsAtBothWidths(page, 'admin-2fa-code-de');
    // The next step's code: the set-up's code does not work twice.
    await page.getByLabel('Code aus der Authenticator-App').fill(codeOf(key, 1));
    await page.getByLabel('Code aus der Authenticator-App').press('Enter');
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).click();

    await signInWithPassword(page, demoAdmin);
    await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
    const recovery = page.getByLabel('Wiederherstellungscode');
    await recovery.fill(recoveryCodes[0] ?? '');
    await recovery.press('Enter');
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();

    // The two-factor page: on, one recovery code used, and an admin cannot switch it off.
    await page.getByRole('link', { name: 'Zwei-Faktor-Anmeldung' }).first().click();
    await page.getByText('Verbleibende Wiederherstellungscodes: 9 von 10.').waitFor();
    expect(await page.getByRole('button', { name: 'Ausschalten' }).count()).toBe(0);
    expect(await admin.axe(page)).toEqual([]);
    await shotsAtBothWidths(page, 'admin-2fa-page-de');
    await page.getByRole('button', { name: 'Abmelden' }).click();

    // The used recovery code does not open it again.
    await signInWithPassword(page, demoAdmin);
    await page.getByRole('button', { name: 'Stattdessen einen Wiederherstellungscode verwenden' }).click();
    await page.getByLabel('Wiederherstellungscode').fill(recoveryCodes[0] ?? '');
    await page.getByLabel('Wiederherstellungscode').press('Enter');
    await page.getByText('Der Code ist falsch oder wurde schon verwendet.').waitFor();
    await context.close();
  });

  it('RO: a staff member sets it up on the two-factor page; the admin resets it (a lost phone) and the staff member is signed out', async () => {
    const staff = { email: 'firma@example.com', password: 'firma1234' };
    await admin.grant(staff.email, 'staff');
    const context = await browser.newContext({ locale: 'ro-RO', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Not required of staff: the password alone opens the admin.
    await signInWithPassword(page, staff);
    await page.getByRole('button', { name: 'Deconectare' }).waitFor();
    await page.getByRole('link', { name: 'Autentificare în doi pași' }).first().click();
    await page.getByText('Autentificarea în doi pași este dezactivată.').waitFor();
    await page.getByRole('button', { name: 'Configurează autentificarea în doi pași' }).click();
    await page.getByRole('heading', { name: 'Configurează autentificarea în doi pași' }).waitFor();
    const staffKey = (await page.locator('main code').first().textContent()) ?? '';
    await page.getByLabel('Codul din aplicația de autentificare').fill(codeOf(staffKey));
    await page.getByRole('button', { name: 'Confirmă și activează' }).click();
    await page.getByRole('heading', { name: 'Codurile dvs. de recuperare' }).waitFor();
    expect(await admin.axe(page)).toEqual([]);
    await shotsAtBothWidths(page, 'admin-2fa-staff-codes-ro');
    await page.getByRole('button', { name: 'Am păstrat codurile' }).click();
    await page.getByText('Coduri de recuperare rămase: 10 din 10.').waitFor();
    await shotsAtBothWidths(page, 'admin-2fa-staff-page-ro');

    // The admin resets it from the customer page.
    const adminContext = await browser.newContext({ locale: 'ro-RO', viewport: { width: 1280, height: 900 } });
    const adminPage = await adminContext.newPage();
    // With a second recovery code: the app's codes of this half-minute may be spent already.
    await signInWithPassword(adminPage, demoAdmin);
    await adminPage.getByRole('button', { name: 'Folosește în schimb un cod de recuperare' }).click();
    await adminPage.getByLabel('Cod de recuperare').fill(recoveryCodes[1] ?? '');
    await adminPage.getByLabel('Cod de recuperare').press('Enter');
    await adminPage.getByRole('button', { name: 'Deconectare' }).waitFor();
    await adminPage.goto(`${admin.adminUrl}/customers?q=${encodeURIComponent(staff.email)}`);
    await adminPage.getByRole('row', { name: new RegExp(staff.email) }).getByRole('link').first().click();
    await adminPage.getByRole('heading', { name: 'Autentificare în doi pași' }).waitFor();
    expect(await admin.axe(adminPage)).toEqual([]);
    await shotsAtBothWidths(adminPage, 'admin-2fa-reset-ro');
    adminPage.once('dialog', (dialog) => void dialog.accept());
    await adminPage.getByRole('button', { name: 'Resetează autentificarea în doi pași' }).click();
    await adminPage.getByText(`Autentificarea în doi pași a fost resetată: ${staff.email} o configurează din nou la următoarea autentificare.`).waitFor();

    // The staff member's session ended: the next page is the sign-in; the password alone opens it again.
    await page.goto(`${admin.adminUrl}/two-factor`);
    await page.waitForURL(/\/admin\/sign-in/);
    await signInWithPassword(page, staff);
    await page.getByRole('button', { name: 'Deconectare' }).waitFor();
    await adminContext.close();
    await context.close();
  });
});
