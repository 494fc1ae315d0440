// The admin's navigation. Part 1 (issue 14) runs the shop; part 2 (catalog, content, coupons,
// configuration, import and export) follows, and its addresses already answer with a page that
// says so, because the storefront's admin bar links to them.
import { useLingui } from '@lingui/react/macro';
import type { StaffRole } from '@shop/contract/admin';

export type NavSection = { title: string; links: { to: string; label: string }[] };

export function useAdminNavigation(role: StaffRole): NavSection[] {
  const { t } = useLingui();
  const partTwo = usePartTwoPages();
  const operate = [
    { to: '/', label: t`Dashboard` },
    { to: '/orders', label: t`Orders` },
    { to: '/customers', label: t`Customers` },
    { to: '/reviews', label: t`Reviews` },
    { to: '/withdrawals', label: t`Withdrawals` },
    { to: '/mails', label: t`Mails` },
    ...(role === 'admin' ? [{ to: '/audit', label: t`Audit log` }] : []),
  ];
  const structure = [
    { to: '/categories', label: t`Categories` },
    { to: '/brands', label: t`Brands` },
    { to: '/features', label: t`Features` },
    { to: '/folders', label: t`Folders and pages` },
  ];
  // The catalog (the admin bar's "Catalog") is the product list (issue 16).
  const catalog = [
    { to: '/products', label: t`Products` },
    ...partTwo.filter((page) => !['catalog', 'folders', 'brands'].includes(page.path)).map((page) => ({ to: `/${page.path}`, label: page.label })),
  ];
  return [
    { title: t`Operate`, links: operate },
    { title: t`Shop structure`, links: structure },
    { title: t`Catalog and settings`, links: catalog },
  ];
}

/** The admin bar's part-2 destinations (spec section 6), by path. */
export function usePartTwoPages() {
  const { t } = useLingui();
  return [
    { path: 'catalog', label: t`Catalog` },
    { path: 'folders', label: t`Folders` },
    { path: 'coupons', label: t`Coupons` },
    { path: 'sales', label: t`Sales` },
    { path: 'brands', label: t`Brands` },
    { path: 'export', label: t`Export` },
    { path: 'import', label: t`Import` },
    { path: 'modules', label: t`Modules` },
    { path: 'configuration', label: t`Configuration` },
  ];
}
