// Import (issue 16): a CSV or XLSX file of products, prices or stock. Step 1 uploads it and shows
// what applying it would do (the back office runs it and rolls it back): the counts and every
// rejected row with its column and why. Step 2 applies the stored upload in one transaction; rows
// that were rejected are skipped only when the admin says so.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, importColumns, importKinds, type ImportCounts, type ImportKind, type ImportReport, type TransferProblem } from '@shop/contract/admin';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { adminCall, adminUpload } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { SelectField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { useKindLabel, useTransferMessage } from './labels.ts';
import own from './transfer.module.css';

export function ImportPage() {
  const { t } = useLingui();
  usePageTitle(t`Import`);
  const kindLabel = useKindLabel();
  const message = useTransferMessage();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>('prices');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [summary, setSummary] = useState<{ counts: ImportCounts; problems: TransferProblem[] } | null>(null);

  const errorOf = (error: unknown, fallback: string) => {
    const field = error instanceof ApiError ? error.body?.error.fields?.[0]?.message : undefined;
    return field ? message(field) : fallback;
  };

  const check = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setProblem(t`Please choose a file.`);
      return;
    }
    setBusy(true);
    setProblem(null);
    setReport(null);
    setSummary(null);
    try {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      setReport((await adminUpload(adminCalls.transfer.preview, adminCalls.transfer.preview.path, form)).data);
    } catch (error) {
      setProblem(errorOf(error, t`The file could not be checked.`));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!report) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await adminCall(adminCalls.transfer.apply, { params: { token: report.token }, body: { skip_rejected: report.counts.rejected > 0 } });
      setSummary(answer.data);
      setReport(null);
      if (fileInput.current) fileInput.current.value = '';
      toast.success(t`The import is applied.`);
    } catch (error) {
      setProblem(errorOf(error, t`The import could not be applied. Nothing was changed.`));
    } finally {
      setBusy(false);
    }
  };

  const changes = report ? report.counts.created + report.counts.updated : 0;
  return (
    <section className={styles.page}>
      <h1>{t`Import`}</h1>
      <p>{t`Upload a file exported here (CSV or XLSX), edited in Excel. First you see what it would change, row by row; nothing is changed until you apply it. Prices are net, as in the product editor, and go into the price history.`}</p>
      <form
        className={own.section}
        aria-label={t`File to import`}
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <div className={styles.filters}>
          <SelectField label={t`What the file holds`} value={kind} onChange={(event) => setKind(event.target.value as ImportKind)}>
            {importKinds.map((value) => (
              <option key={value} value={value}>
                {kindLabel(value)}
              </option>
            ))}
          </SelectField>
          <div className={`${styles.field} ${own.fileField}`}>
            <label htmlFor={fileId}>{t`File (CSV or XLSX)`}</label>
            <input id={fileId} ref={fileInput} type="file" name="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />
          </div>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t`Check the file`}
          </button>
        </div>
        <p className={styles.hint}>
          {t`Columns read:`} <span className={own.columns}>{importColumns[kind].join('; ')}</span>
        </p>
        {problem && (
          <p className={styles.formError} role="alert">
            {problem}
          </p>
        )}
      </form>

      {report && (
        <section className={own.section} aria-labelledby="preview-title">
          <h2 id="preview-title">{t`Preview of ${report.file_name}`}</h2>
          <p>{t`${plural(report.rows, { one: '# row read', other: '# rows read' })}. Applying the file would change this (nothing is changed yet):`}</p>
          <Counts counts={report.counts} />
          <Problems problems={report.problems} caption={t`Rows that are rejected (skipped), with the column and why`} />
          <div className={own.actions}>
            <button type="button" className={styles.primary} disabled={busy || changes === 0} onClick={() => void apply()}>
              {report.counts.rejected > 0 ? t`${plural(changes, { one: 'Apply the change', other: 'Apply the # changes' })} and ${plural(report.counts.rejected, { one: 'skip the rejected row', other: 'skip the # rejected rows' })}` : t`${plural(changes, { one: 'Apply the change', other: 'Apply the # changes' })}`}
            </button>
            <button type="button" className={styles.button} disabled={busy} onClick={() => setReport(null)}>
              {t`Cancel`}
            </button>
          </div>
        </section>
      )}

      {summary && (
        <section className={own.section} aria-labelledby="summary-title">
          <h2 id="summary-title">{t`Import applied`}</h2>
          <Counts counts={summary.counts} />
          <Problems problems={summary.problems} caption={t`Rows that were skipped, with the column and why`} />
        </section>
      )}
    </section>
  );
}

function Counts({ counts }: { counts: ImportCounts }) {
  const { t } = useLingui();
  return (
    <dl className={own.counts}>
      <div className={own.count}>
        <dt>{t`Created`}</dt>
        <dd>{counts.created}</dd>
      </div>
      <div className={own.count}>
        <dt>{t`Updated`}</dt>
        <dd>{counts.updated}</dd>
      </div>
      <div className={own.count}>
        <dt>{t`Unchanged`}</dt>
        <dd>{counts.unchanged}</dd>
      </div>
      <div className={`${own.count} ${counts.rejected > 0 ? own.rejected : ''}`}>
        <dt>{t`Rejected`}</dt>
        <dd>{counts.rejected}</dd>
      </div>
    </dl>
  );
}

function Problems({ problems, caption }: { problems: TransferProblem[]; caption: string }) {
  const { t } = useLingui();
  const message = useTransferMessage();
  if (problems.length === 0) return null;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t`Rejected rows`}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Row`}</th>
            <th scope="col">{t`Column`}</th>
            <th scope="col">{t`Value`}</th>
            <th scope="col">{t`Why`}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={`${problem.row}-${problem.column}-${problem.message}`}>
              <td>{problem.row}</td>
              <td>{problem.column}</td>
              <td>{problem.value}</td>
              <td>{message(problem.message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
