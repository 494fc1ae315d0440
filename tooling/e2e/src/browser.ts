import { chromium, type Browser } from 'playwright-core';
import { watchPages } from './page-log.ts';

// Debian's Chromium; the flags keep it off the closed network of CI machines.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browsers this test file launched, for the report on a failed journey (failure-report.ts). */
export const launchedBrowsers = new Set<Browser>();

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  watchPages(browser);
  launchedBrowsers.add(browser);
  browser.on('disconnected', () => launchedBrowsers.delete(browser));
  return browser;
}
