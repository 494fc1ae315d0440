// The admin bar's shortcuts into the back office (spec section 6), plus an edit link for what the
// current page shows. Pages say what they show by returning `adminEdit` from their loader.
import { useLingui } from '@lingui/react/macro';
import type { UIMatch } from 'react-router';

export type AdminEditTarget = { kind: 'product' | 'category' | 'content' | 'brand'; id: number; partner?: boolean };

export function useAdminLinks(adminUrl: string, target: AdminEditTarget | null) {
  const { t } = useLingui();
  const page = (path: string) => `${adminUrl}/${path}`;
  const links = [
    { label: t`Customers`, href: page('customers') },
    { label: t`Orders`, href: page('orders') },
    { label: t`Catalog`, href: page('catalog') },
    { label: t`Folders`, href: page('folders') },
    { label: t`Coupons`, href: page('coupons') },
    { label: t`Sales`, href: page('sales') },
    { label: t`Brands`, href: page('brands') },
    { label: t`Export`, href: page('export') },
    { label: t`Import`, href: page('import') },
    { label: t`Modules`, href: page('modules') },
    { label: t`Configuration`, href: page('configuration') },
  ];
  if (!target) return { links };
  const editLabels = {
    product: target.partner ? t`Edit partner product` : t`Edit product`,
    category: t`Edit category`,
    content: t`Edit content`,
    brand: t`Edit brand`,
  } as const;
  const editPath = {
    product: `${target.partner ? 'partner-products' : 'products'}/${target.id}`,
    category: `categories/${target.id}`,
    content: `contents/${target.id}`,
    brand: `brands/${target.id}`,
  } as const;
  return { links, editLink: { label: editLabels[target.kind], href: page(editPath[target.kind]) } };
}

/** The deepest page that names an item to edit. */
export function editTargetOf(matches: UIMatch[]): AdminEditTarget | null {
  for (const match of [...matches].reverse()) {
    const candidate = (match.loaderData as { adminEdit?: AdminEditTarget } | undefined)?.adminEdit;
    if (candidate) return candidate;
  }
  return null;
}
