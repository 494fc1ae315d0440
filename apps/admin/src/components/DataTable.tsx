// The admin's tables: TanStack Table for the model, semantic table markup for people and screen
// readers (caption, column headers, row headers where given), a pager under it for server pages.
import { useLingui } from '@lingui/react/macro';
import { useTable, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';
import styles from './admin.module.css';

const features = tableFeatures({});

export type Columns<Row extends RowData> = ColumnDef<typeof features, Row>[];

export function DataTable<Row extends RowData>(props: {
  caption: string;
  columns: Columns<Row>;
  rows: Row[];
  empty: string;
  /** Server paging: omit for a table without pages. */
  paging?: { page: number; perPage: number; total: number; onPage: (page: number) => void };
}) {
  const table = useTable({ features, columns: props.columns, data: props.rows });
  return (
    // A region with a name and a tab stop: on a phone the table scrolls sideways, and a keyboard
    // user can then scroll it with the arrow keys (axe: scrollable-region-focusable).
    <div className={styles.tableWrap} role="region" aria-label={props.caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={props.columns.length} className={styles.empty}>
                {props.empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {props.paging ? <Pager {...props.paging} /> : null}
    </div>
  );
}

function Pager(props: { page: number; perPage: number; total: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(props.total / props.perPage));
  const first = props.total === 0 ? 0 : (props.page - 1) * props.perPage + 1;
  const last = Math.min(props.total, props.page * props.perPage);
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <button type="button" className={styles.button} disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t`Previous`}
      </button>
      <span aria-live="polite">{t`${first}–${last} of ${props.total}`}</span>
      <button type="button" className={styles.button} disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
        {t`Next`}
      </button>
    </nav>
  );
}
