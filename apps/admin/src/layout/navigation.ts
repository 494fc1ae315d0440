// The admin's navigation: running the shop (issue 14), its structure, and the catalog and settings
// (issue 16), where the storefront's admin bar points too.
import { useLingui } from '@lingui/react/macro';
import type { StaffRole } from '@shop/contract/admin';

export type NavSection = { title: string; links: { to: string; label: string }[] };

export function useAdminNavigation(role: StaffRole): NavSection[] {
  const { t } = useLingui();
  const operate = [
    { to: '/', label: t`Dashboard` },
    { to: '/orders', label: t`Orders` },
    { to: '/customers', label: t`Customers` },
    { to: '/reviews', label: t`Reviews` },
    { to: '/withdrawals', label: t`Withdrawals` },
    { to: '/mails', label: t`Mails` },
    { to: '/efactura', label: t`RO e-Factura` },
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
    { to: '/coupons', label: t`Coupons` },
    { to: '/sales', label: t`Sales` },
    { to: '/export', label: t`Export` },
    { to: '/import', label: t`Import` },
    { to: '/modules', label: t`Modules` },
    { to: '/configuration', label: t`Configuration` },
  ];
  return [
    { title: t`Operate`, links: operate },
    { title: t`Shop structure`, links: structure },
    { title: t`Catalog and settings`, links: catalog },
  ];
}
