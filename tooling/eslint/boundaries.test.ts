// The lint rule that keeps the dependency arrows (module-boundaries.js), run through ESLint's Node
// API with the repository's own config, on made-up files at real places in the tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { moduleDirection, packageDirection, repoRoot } from './module-boundaries.js';

const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: path.join(repoRoot, 'eslint.config.js') });

/** The boundary problems ESLint reports for `code` as if it were the file at `file` (repository-relative). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'shop/module-boundaries').map((message) => message.message);
}

const importing = (specifier: string, name = 'thing') => `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;

describe('back-office modules', () => {
  it('refuses a deep import into another module', async () => {
    const errors = await boundaryErrors('apps/backoffice/src/modules/checkout/fake.ts', importing('../orders/place-order.ts', 'placeOrder'));
    expect(errors).toEqual([expect.stringContaining("through its public entry (index.ts), not 'orders/place-order.ts'")]);
  });

  it('accepts the public entry of a module the direction allows', async () => {
    expect(await boundaryErrors('apps/backoffice/src/modules/checkout/fake.ts', importing('../orders/index.ts', 'placeOrder'))).toEqual([]);
    expect(await boundaryErrors('apps/backoffice/src/modules/orders/deep/fake.ts', importing('../../cart/index.ts', 'summarizeCart'))).toEqual([]);
  });

  it('refuses a reverse import, even through the entry', async () => {
    // Orders builds on cart; cart importing orders would close a loop.
    const errors = await boundaryErrors('apps/backoffice/src/modules/cart/fake.ts', importing('../orders/place-order.ts', 'placeOrder'));
    expect(errors).toEqual([expect.stringContaining("through its public entry (index.ts), not 'orders/place-order.ts'")]);
    expect(await boundaryErrors('apps/backoffice/src/modules/cart/fake.ts', importing('../orders/index.ts', 'placeOrder'))).toEqual([
      expect.stringContaining("The 'cart' module may not import 'orders'"),
    ]);
    expect(await boundaryErrors('apps/backoffice/src/modules/customer/fake.ts', importing('../newsletter/index.ts'))).toEqual([
      expect.stringContaining("The 'customer' module may not import 'newsletter'"),
    ]);
    expect(await boundaryErrors('apps/backoffice/src/modules/orders/fake.ts', importing('../payments/index.ts'))).toEqual([
      expect.stringContaining("The 'orders' module may not import 'payments'"),
    ]);
  });

  it('keeps the test entry for tests', async () => {
    expect(await boundaryErrors('apps/backoffice/src/modules/orders/fake.integration.test.ts', importing('../checkout/testing.ts', 'checkoutKit'))).toEqual([]);
    expect(await boundaryErrors('apps/backoffice/src/security/fake.integration.test.ts', importing('../modules/checkout/testing.ts', 'checkoutKit'))).toEqual([]);
    expect(await boundaryErrors('apps/backoffice/src/modules/orders/fake.ts', importing('../checkout/testing.ts', 'checkoutKit'))).toEqual([
      expect.stringContaining("through its public entry (index.ts), not 'checkout/testing.ts'"),
    ]);
    // A test may not reach past the entries either.
    expect(await boundaryErrors('apps/backoffice/src/modules/orders/fake.test.ts', importing('../checkout/checkout-test-kit.ts', 'checkoutKit'))).toHaveLength(1);
  });

  it('lets a module use its own files, and the composition root every entry', async () => {
    expect(await boundaryErrors('apps/backoffice/src/modules/orders/fake.ts', importing('./place-order.ts', 'placeOrder'))).toEqual([]);
    expect(await boundaryErrors('apps/backoffice/src/fake-server.ts', importing('./modules/payments/index.ts', 'paymentsFor'))).toEqual([]);
    expect(await boundaryErrors('apps/backoffice/src/fake-server.ts', importing('./modules/payments/payments.ts', 'paymentsFor'))).toHaveLength(1);
    expect(await boundaryErrors('apps/backoffice/scripts/fake-bench.ts', importing('../src/modules/search/search-engine.ts', 'createSearchEngine'))).toHaveLength(1);
  });

  it('keeps db/ and http/ below the modules', async () => {
    expect(await boundaryErrors('apps/backoffice/src/db/fake.ts', importing('../modules/shop/index.ts', 'loadShopCountry'))).toEqual([
      expect.stringContaining("'src/db/' sits below the modules"),
    ]);
  });

  it('checks dynamic imports and re-exports too', async () => {
    expect(await boundaryErrors('apps/backoffice/src/modules/cart/fake.ts', "export const load = () => import('../orders/place-order.ts');\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/backoffice/src/modules/cart/fake.ts', "export { placeOrder } from '../orders/index.ts';\n")).toHaveLength(1);
  });
});

describe('packages', () => {
  it('refuses ui-kit importing the storefront, a client or a store', async () => {
    expect(await boundaryErrors('packages/ui-kit/src/Fake.tsx', importing('@shop/storefront'))).toEqual([
      expect.stringContaining("'ui-kit' may not import '@shop/storefront'"),
    ]);
    expect(await boundaryErrors('packages/ui-kit/src/Fake.tsx', importing('@shop/api-client'))).toHaveLength(1);
    expect(await boundaryErrors('packages/ui-kit/src/Fake.tsx', importing('zustand', 'create'))).toHaveLength(1);
    expect(await boundaryErrors('packages/ui-kit/src/Fake.tsx', importing('@shop/pricing-vat', 'formatMoney'))).toEqual([]);
  });

  it('keeps the back office to contract, cart-core and pricing-vat', async () => {
    expect(await boundaryErrors('apps/backoffice/src/fake.ts', importing('@shop/storefront'))).toHaveLength(1);
    expect(await boundaryErrors('apps/backoffice/src/fake.ts', importing('@shop/ui-kit'))).toHaveLength(1);
    expect(await boundaryErrors('apps/backoffice/src/fake.ts', importing('@shop/contract', 'calls'))).toEqual([]);
  });

  it('follows apps -> storefront -> shared packages -> contract, and nothing imports an app', async () => {
    expect(await boundaryErrors('apps/de/app/fake.ts', importing('@shop/storefront'))).toEqual([]);
    expect(await boundaryErrors('packages/storefront/src/fake.ts', importing('@shop/ui-kit'))).toEqual([]);
    expect(await boundaryErrors('packages/storefront/src/fake.ts', importing('@shop/app-de'))).toEqual([
      expect.stringContaining("may not import the app '@shop/app-de'"),
    ]);
    expect(await boundaryErrors('packages/contract/src/fake.ts', importing('@shop/pricing-vat'))).toHaveLength(1);
    expect(await boundaryErrors('packages/cart-core/src/fake.ts', importing('@shop/storefront'))).toHaveLength(1);
    expect(await boundaryErrors('apps/de/app/fake.ts', importing('@shop/backoffice'))).toHaveLength(1);
  });

  it('refuses a relative path into another package outside tests', async () => {
    expect(await boundaryErrors('packages/storefront/src/fake.ts', importing('../../ui-kit/src/index.ts'))).toEqual([
      expect.stringContaining("Import 'packages/ui-kit' by its package name"),
    ]);
    expect(await boundaryErrors('packages/storefront/src/fake.test.ts', importing('../../i18n/src/locales/de.po', 'messages'))).toEqual([]);
    expect(await boundaryErrors('packages/ui-kit/src/fake.test.ts', importing('../../storefront/src/index.ts'))).toHaveLength(1);
    expect(await boundaryErrors('packages/storefront/src/stories/fake.ts', importing('../../../i18n/src/locales/de.po', 'messages'))).toEqual([]);
  });

  it("allows only the named exception: the screens' Storybook reads the apps' country records", async () => {
    expect(await boundaryErrors('packages/storefront/.storybook/fake.ts', importing('../../../apps/de/app/country.ts', 'country'))).toEqual([]);
    expect(await boundaryErrors('packages/storefront/.storybook/fake.ts', importing('../../../apps/de/app/routes.ts', 'routes'))).toHaveLength(1);
    expect(await boundaryErrors('packages/storefront/src/fake.ts', importing('../../../apps/de/app/country.ts', 'country'))).toEqual([
      expect.stringContaining("may not import the app '@shop/app-de'"),
    ]);
  });
});

describe('the direction tables', () => {
  const acyclic = (table: Record<string, readonly string[]>) => {
    const done = new Set<string>();
    const visit = (node: string, path: string[]): string | null => {
      if (path.includes(node)) return [...path, node].join(' -> ');
      if (done.has(node)) return null;
      for (const next of table[node] ?? []) {
        const loop = visit(next, [...path, node]);
        if (loop) return loop;
      }
      done.add(node);
      return null;
    };
    return Object.keys(table).map((node) => visit(node, [])).filter((loop) => loop !== null);
  };

  it('have no loops', () => {
    expect(acyclic(moduleDirection)).toEqual([]);
    expect(acyclic(packageDirection)).toEqual([]);
  });

  it('name every back-office module, each with its index.ts', () => {
    const modules = readdirSync(path.join(repoRoot, 'apps/backoffice/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(moduleDirection).sort()).toEqual(modules);
    for (const module of modules) expect(existsSync(path.join(repoRoot, 'apps/backoffice/src/modules', module, 'index.ts')), module).toBe(true);
  });

  it('match the list in docs/architecture-modules.md', () => {
    const doc = readFileSync(path.join(repoRoot, 'docs/architecture-modules.md'), 'utf8');
    const documented: Record<string, string[]> = {};
    for (const match of doc.matchAll(/^- ((?:`[a-z-]+`(?:, )?)+): ([a-z, -]+?|nothing)(?: \(|$)/gm)) {
      const uses = match[2] === 'nothing' ? [] : (match[2] ?? '').split(', ');
      for (const name of (match[1] ?? '').match(/[a-z-]+/g) ?? []) documented[name] = uses;
    }
    const sorted = (table: Record<string, readonly string[]>) => Object.fromEntries(Object.entries(table).map(([key, uses]) => [key, [...uses].sort()]));
    expect(sorted(documented)).toEqual(sorted(moduleDirection));
  });
});
