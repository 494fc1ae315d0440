import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog for the whole storefront (and one for the admin app): messages are written in English in the code (source
// locale) and translated into German and Romanian. Austria reads de-AT, which translates only the
// words Austrians say differently and falls back to German for everything else.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'de-AT', 'ro'],
  fallbackLocales: { 'de-AT': 'de', default: 'en' },
  rootDir: import.meta.dirname,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/../storefront/src', '<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
    // The admin app's own catalog (de, ro, en; its de-AT file stays empty and falls back to de).
    {
      path: '<rootDir>/src/locales/admin/{locale}',
      include: ['<rootDir>/../../apps/admin/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
