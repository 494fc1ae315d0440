// The dependency arrows of ARCHITECTURE.md ("Shape") and docs/architecture-modules.md as one lint
// rule, `shop/module-boundaries`, applied by the shared config to every package's `eslint .`.
//
// 1. Packages: each workspace package may import only the packages below it (by name, never by a
//    relative path into another package's folder); no package imports an app.
// 2. Back-office modules (apps/backoffice/src/modules/<module>/): another module, and everything
//    outside modules/, imports a module only through its public entry `index.ts`; test files may
//    also import its `testing.ts` (the shared test kit). A module imports only the modules the
//    direction table below allows; db/, http/ and jobs/ import no module at all.
//
// A plain rule with no resolver: it reads the import specifier, resolves relative ones against the
// file's own path, and looks the two places up in the tables. That keeps it exact under ESLint 10's
// flat config, for `.ts` specifiers, and for packages a package does not even depend on.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: this file lives in tooling/eslint/. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const APPS = ['app-de', 'app-at', 'app-ro', 'backoffice', 'admin'];
const SHARED = ['storefront', 'storefront-server', 'ui-kit', 'search', 'cart-core', 'pricing-vat', 'i18n', 'api-client', 'contract'];

/**
 * Which workspace package may import which (by the name after `@shop/`). The direction: apps ->
 * storefront -> (ui-kit, search, cart-core, pricing-vat, i18n, api-client) -> contract. ui-kit
 * imports no client, store, storefront or app code; the back office imports contract, cart-core
 * and pricing-vat only. Nothing imports an app.
 */
export const packageDirection = {
  'app-de': SHARED,
  'app-at': SHARED,
  'app-ro': SHARED,
  storefront: ['ui-kit', 'search', 'cart-core', 'pricing-vat', 'i18n', 'api-client', 'contract'],
  'ui-kit': ['cart-core', 'pricing-vat', 'i18n', 'contract'],
  search: ['contract'],
  'cart-core': ['pricing-vat', 'contract'],
  'pricing-vat': ['contract'],
  i18n: ['contract'],
  'api-client': ['contract'],
  contract: [],
  // The HTTP server a storefront build runs in; it knows nothing of the shop's screens.
  'storefront-server': ['contract'],
  backoffice: ['contract', 'cart-core', 'pricing-vat'],
  // The admin app: the shared look, words and client; never the storefront's screens or stores.
  admin: ['ui-kit', 'pricing-vat', 'i18n', 'api-client', 'contract'],
  // The end-to-end harness drives the running apps; it may use any shared package, never an app's code.
  e2e: SHARED,
  'eslint-config': [],
  tsconfig: [],
};

/** Packages other than @shop ones that a package must not use: ui-kit holds no client and no store. */
export const forbiddenExternals = {
  'ui-kit': ['ky', 'zustand'],
};

/**
 * Which back-office module may import which (docs/architecture-modules.md). Read as "X builds on
 * Y". Lower modules never import higher ones; where a lower module needs a higher one's work,
 * server.ts hands it in as a callback (a port).
 */
export const moduleDirection = {
  shop: [],
  // The one place stock changes, each change an entry in the stock ledger (issue 34).
  stock: [],
  media: [],
  coupons: ['shop'],
  catalog: ['media', 'shop'],
  mail: ['shop'],
  cart: ['catalog', 'coupons', 'shop'],
  delivery: ['cart', 'shop'],
  customer: ['mail', 'shop'],
  orders: ['cart', 'config', 'coupons', 'customer', 'delivery', 'invoices', 'mail', 'shop', 'stock'],
  payments: ['orders', 'shop'],
  checkout: ['cart', 'coupons', 'customer', 'delivery', 'orders', 'payments', 'shop'],
  newsletter: ['customer', 'mail', 'shop'],
  withdrawals: ['customer', 'mail', 'shop'],
  reviews: ['catalog', 'customer', 'shop'],
  search: ['catalog', 'shop'],
  config: ['shop'],
  content: ['shop'],
  // The admin (issue 14): staff sessions and the audit log build on accounts; invoices read the
  // orders' own tables; the admin's order and customer calls sit above what they operate.
  staff: ['customer', 'shop'],
  invoices: ['shop'],
  // RO e-Factura (issue 35): reports the invoices module's Romanian e-invoices to ANAF; reads their
  // tables, writes only its own.
  efactura: ['shop'],
  'order-admin': ['customer', 'invoices', 'mail', 'orders', 'payments', 'shop'],
  'customer-admin': ['customer', 'mail', 'newsletter', 'orders', 'reviews', 'shop', 'staff'],
  dashboard: ['efactura', 'mail', 'order-admin', 'shop', 'stock'],
  // The admin, part 2 (issue 16): coupons, payment and delivery methods per country, the locale config.
  'coupon-admin': ['coupons', 'shop'],
  'modules-admin': ['checkout', 'delivery', 'shop'],
  'config-admin': ['config', 'media', 'shop'],
  // The admin, part 2 (issue 16): the product editor writes the catalog's tables itself.
  'product-admin': ['media', 'shop', 'stock'],
  // The admin, part 2 (issue 16): categories, brands, features and content pages; it writes the
  // catalog's and the content's tables itself, as product-admin does.
  'structure-admin': ['shop'],
  // The admin, part 2 (issue 16): export and import; reads through the admin lists' filters and
  // changes prices by product-admin's rule (changePrices), stock and texts by the editor's writes.
  'catalog-transfer': ['customer-admin', 'invoices', 'order-admin', 'product-admin', 'shop', 'stock'],
};

/**
 * Named exceptions, each for development-only files and one kind of target (repository-relative
 * paths). Keep this list short; each entry says why.
 */
export const exceptions = [
  {
    from: 'packages/storefront/.storybook/',
    to: /^apps\/(de|at|ro)\/app\/country\.ts$/,
    why: "the screens' Storybook stands in for each app's virtual:shop-country with the apps' own country records",
  },
];

const FOLDER_TO_PACKAGE = { 'apps/de': 'app-de', 'apps/at': 'app-at', 'apps/ro': 'app-ro' };

/** The workspace package a file belongs to, by its folder (apps/x, packages/x, tooling/x). */
function packageOf(file) {
  const rel = path.relative(repoRoot, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 3 || !['apps', 'packages', 'tooling'].includes(rel[0])) return null;
  const folder = `${rel[0]}/${rel[1]}`;
  return { name: FOLDER_TO_PACKAGE[folder] ?? rel[1], folder, inner: rel.slice(2) };
}

const isTestFile = (inner) => {
  const base = inner[inner.length - 1] ?? '';
  return /\.test\.tsx?$/.test(base) || /-test-kit\.ts$/.test(base) || base === 'testing.ts' || (inner[0] === 'src' && inner[1] === 'testing');
};

/** Tests and Storybook (stories, their helpers, .storybook/): files that never ship. */
const isDevelopmentFile = (inner) => isTestFile(inner) || inner[0] === '.storybook' || inner.includes('stories') || /\.stories\.tsx?$/.test(inner[inner.length - 1] ?? '');

/** Where a back-office file sits: in a module (and which), or elsewhere (server.ts, seed/, db/...). */
function backofficePlace(inner) {
  if (inner[0] === 'src' && inner[1] === 'modules' && inner.length >= 4) return { module: inner[2], file: inner.slice(3).join('/') };
  if (inner[0] === 'src' && inner.length >= 3) return { module: null, area: inner[1] };
  return { module: null, area: inner[0] };
}

function checkPackageImport(from, specifier) {
  const match = /^@shop\/([^/]+)/.exec(specifier);
  if (!match) {
    const banned = forbiddenExternals[from.name] ?? [];
    const bare = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    return banned.includes(bare) ? { messageId: 'forbiddenExternal', data: { from: from.name, to: bare } } : null;
  }
  const to = match[1];
  if (to === from.name) return null;
  const allowed = packageDirection[from.name];
  if (allowed === undefined) return { messageId: 'unknownPackage', data: { from: from.name } };
  if (APPS.includes(to)) return { messageId: 'importsApp', data: { from: from.name, to } };
  if (!allowed.includes(to)) return { messageId: 'reversePackage', data: { from: from.name, to, allowed: allowed.join(', ') || 'nothing' } };
  return null;
}

function checkModuleImport(fromInner, targetInner) {
  const from = backofficePlace(fromInner);
  const to = backofficePlace(targetInner);
  if (to.module === null || to.module === from.module) return null;
  const test = isTestFile(fromInner);
  const entry = to.file;
  if (entry !== 'index.ts' && !(test && entry === 'testing.ts')) {
    return { messageId: 'deepImport', data: { to: to.module, file: entry, entries: test ? 'index.ts or testing.ts' : 'index.ts' } };
  }
  if (from.module === null) {
    if (from.area === 'db' || from.area === 'http' || from.area === 'jobs') return { messageId: 'lowerLayer', data: { from: from.area, to: to.module } };
    return null;
  }
  // Tests sit above every module (they assemble the whole back office); only production code follows the table.
  if (test) return null;
  const allowed = moduleDirection[from.module];
  if (allowed === undefined) return { messageId: 'unknownModule', data: { from: from.module } };
  if (moduleDirection[to.module] === undefined) return { messageId: 'unknownModule', data: { from: to.module } };
  if (!allowed.includes(to.module)) {
    return { messageId: 'reverseModule', data: { from: from.module, to: to.module, allowed: allowed.join(', ') || 'no other module' } };
  }
  return null;
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the dependency direction of ARCHITECTURE.md and docs/architecture-modules.md.' },
    schema: [],
    messages: {
      reversePackage: "'{{from}}' may not import '@shop/{{to}}': the dependency direction lets it use {{allowed}} (ARCHITECTURE.md, Shape).",
      importsApp: "'{{from}}' may not import the app '@shop/{{to}}': no package imports an app.",
      forbiddenExternal: "'{{from}}' may not import '{{to}}': ui-kit holds no client and no store code.",
      unknownPackage: "The package '{{from}}' is not in the package direction table of tooling/eslint/module-boundaries.js; add it.",
      crossPackagePath: "Import '{{to}}' by its package name, not by a relative path into its folder.",
      deepImport: "Import the '{{to}}' module through its public entry ({{entries}}), not '{{to}}/{{file}}'.",
      reverseModule: "The '{{from}}' module may not import '{{to}}': it builds on {{allowed}} (docs/architecture-modules.md). Move the shared piece down or pass a callback in from server.ts.",
      lowerLayer: "'src/{{from}}/' sits below the modules and may not import the '{{to}}' module.",
      unknownModule: "The back-office module '{{from}}' is not in the direction table of tooling/eslint/module-boundaries.js; add it and docs/architecture-modules.md.",
    },
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    const from = packageOf(filename);
    if (!from) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      let problem = null;
      if (specifier.startsWith('.')) {
        const targetFile = path.resolve(path.dirname(filename), specifier);
        const target = packageOf(targetFile);
        if (!target) return;
        if (target.folder !== from.folder) {
          const fromPath = path.relative(repoRoot, filename).split(path.sep).join('/');
          const toPath = path.relative(repoRoot, targetFile).split(path.sep).join('/');
          if (isDevelopmentFile(from.inner) && exceptions.some((exception) => fromPath.startsWith(exception.from) && exception.to.test(toPath))) return;
          // A relative path into another package counts as importing that package; outside tests and
          // stories (which may read a lower package's files, such as its .po catalogs) it must use the name.
          problem = checkPackageImport(from, `@shop/${target.name}`);
          if (!problem && !isDevelopmentFile(from.inner)) problem = { messageId: 'crossPackagePath', data: { to: target.folder } };
        } else if (from.name === 'backoffice') problem = checkModuleImport(from.inner, target.inner);
      } else if (!specifier.startsWith('node:')) {
        problem = checkPackageImport(from, specifier);
      }
      if (problem) context.report({ node, ...problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The plugin, registered as `shop` in the shared config. */
export default { meta: { name: '@shop/eslint-config/module-boundaries' }, rules: { 'module-boundaries': moduleBoundaries } };
