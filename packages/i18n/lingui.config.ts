import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog for the whole storefront: messages are written in English in the code (source
// locale) and translated into German and Romanian. Austria shares the German catalog.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'ro'],
  fallbackLocales: { default: 'en' },
  rootDir: import.meta.dirname,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/../storefront/src', '<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
