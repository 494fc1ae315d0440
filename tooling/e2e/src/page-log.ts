// What each page of a journey did last (console errors, script errors, failed or unanswered
// requests), kept for the report on a failed journey (failure-report.ts): a wait that times out
// once on a busy machine then says whether a request hung, failed or a script threw.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

type PageLog = { lines: string[]; pending: Map<Request, string> };

const logs = new WeakMap<Page, PageLog>();
const KEPT_LINES = 25;

function watch(page: Page): void {
  const started = Date.now();
  const log: PageLog = { lines: [], pending: new Map() };
  logs.set(page, log);
  const note = (line: string) => {
    log.lines.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
    if (log.lines.length > KEPT_LINES) log.lines.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => note(`script error: ${error.message.slice(0, 300)}`));
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') log.pending.set(request, `${request.method()} ${request.url().slice(0, 160)}`);
  });
  page.on('requestfinished', (request) => log.pending.delete(request));
  page.on('requestfailed', (request) => {
    log.pending.delete(request);
    note(`request failed: ${request.method()} ${request.url().slice(0, 160)} (${request.failure()?.errorText ?? 'no reason'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) note(`answer ${response.status()}: ${response.request().method()} ${response.url().slice(0, 160)}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url().slice(0, 160)}`);
  });
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', watch);
  return context;
}

/** Every page opened through this browser is watched (`newPage` opens its context through `newContext`). */
export function watchPages(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => watchContext(await newContext(...options));
}

/** What the page did last and which requests it still waits for, for the failure report. */
export function pageLog(page: Page): string[] {
  const log = logs.get(page);
  if (!log) return [];
  return [...log.lines, ...[...log.pending.values()].map((request) => `still waiting: ${request}`)];
}
