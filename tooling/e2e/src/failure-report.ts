// When a journey fails, CI's log shows only the step that timed out. This prints what each open
// page showed at that moment (its address, alerts and status messages, the start of its main text),
// so a failure seen once on a busy machine can be understood without running it again.
import { afterEach } from 'vitest';
import { launchedBrowsers } from './browser.ts';
import { pageLog } from './page-log.ts';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const browser of launchedBrowsers) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        // A page that hangs must not hold the hook: at most 5 s per page.
        const gaveUp = new Promise<{ messages: string[]; main: string; state: string }>((resolve) => setTimeout(() => resolve({ messages: [], main: '(no answer within 5 s)', state: '' }), 5_000).unref());
        const read = page
          .evaluate(() => {
            const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => (element.textContent ?? '').trim()).filter(Boolean);
            const main = document.querySelector('main') ?? document.body;
            const busy = [...document.querySelectorAll('[aria-busy="true"]')].map((element) => (element.textContent ?? '').trim().slice(0, 60));
            return {
              messages: texts('[role="alert"], [role="status"]'),
              main: (main.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 600),
              state: `hydrated ${document.documentElement.dataset.hydrated ?? 'no'}, busy ${JSON.stringify(busy)}`,
            };
          })
          .catch((error: unknown) => ({ messages: [], main: `(not readable: ${String(error)})`, state: '' }));
        const seen = await Promise.race([read, gaveUp]);
        const log = pageLog(page).map((line) => `\n    ${line}`).join('');
        console.error(`[failed journey] page ${page.url()}\n  messages: ${JSON.stringify(seen.messages)}\n  ${seen.state}\n  main: ${seen.main}\n  last events:${log || ' none'}`);
      }
    }
  }
});
