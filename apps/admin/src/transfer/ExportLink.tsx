// "Download these as CSV" under an admin list: the export of what the list shows with its filters
// (every page, not just this one).
import { useLingui } from '@lingui/react/macro';
import { exportPath, type ExportKind } from '@shop/contract/admin';

export function ExportLink({ kind, search }: { kind: ExportKind; search: URLSearchParams }) {
  const { t } = useLingui();
  const filters = Object.fromEntries([...search.entries()].filter(([name]) => name !== 'page' && name !== 'per_page'));
  return (
    <p>
      <a href={exportPath(kind, 'csv', filters)} download>
        {t`Download these as CSV (every page)`}
      </a>
    </p>
  );
}
