// Shared flat config: type-aware TypeScript rules for every package, React hook rules where JSX lives.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './module-boundaries.js';

export const ignores = {
  ignores: ['**/dist/**', '**/build/**', '**/storybook-static/**', '**/.react-router/**', '**/node_modules/**', '**/*.po.js'],
};

export default tseslint.config(
  ignores,
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Ambient declarations for bundler-provided modules (.po catalogs, the country alias).
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The dependency arrows (ARCHITECTURE.md "Shape", docs/architecture-modules.md): package direction,
    // back-office module entries and module direction. See module-boundaries.js.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { shop: boundaries },
    rules: { 'shop/module-boundaries': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/tooling/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
