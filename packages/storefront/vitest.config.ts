// Two projects: the unit tests in Node (with the Lingui macro transform and the .po loader, so
// screen tests render real catalog texts), and every story of .storybook as a browser test in
// Chromium (Storybook's Vitest integration): it renders, its play function passes, and axe finds no
// violation. Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH); nothing is downloaded.
import path from 'node:path';
import { linguiPlugins } from '@shop/i18n/vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const here = import.meta.dirname;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: linguiPlugins(),
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 60_000 },
      },
      {
        plugins: [storybookTest({ configDir: path.join(here, '.storybook') })],
        test: {
          name: 'storybook',
          // CI runs every package's tests side by side on two cores: a story that takes a second
          // alone can take far longer there, and a slow run is not a failure.
          testTimeout: 60_000,
          // One story file at a time: same-origin iframes share one renderer thread, so files run
          // side by side only wait on each other. A story that timed out under that load once
          // (CI of stop 27: Checkout's first story, 1.2 s alone) is tried again; a story whose
          // assertions fail, fails every try.
          fileParallelism: false,
          retry: 1,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--headless', '--no-sandbox', '--disable-gpu'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
