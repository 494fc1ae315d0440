// The DATEV export for the tax adviser (issue 34): the German or the Austrian shop's invoices and
// credit notes of a period, as the Buchungsstapel DATEV imports. The file is fetched first, so a
// refusal (an Austrian shop without its revenue accounts, a period over two years) shows here as a
// message instead of arriving as a downloaded error.
import { useLingui } from '@lingui/react/macro';
import { datevExportMessages, datevExportPath, datevQuerySchema } from '@shop/contract/admin';
import { useState } from 'react';
import { SelectField, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import own from './transfer.module.css';

type ErrorBody = { error?: { message?: string; fields?: { path: string; message: string }[] } };

export function DatevExport() {
  const { t } = useLingui();
  const [values, setValues] = useState({ country: 'DE', from: '', to: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const known: Record<string, string> = {
    [datevExportMessages.country]: t`Choose the German or the Austrian shop: DATEV is for their books.`,
    [datevExportMessages.period]: t`Choose the first and the last day, both in the same year.`,
  };
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const download = async () => {
    setProblem(null);
    const query = datevQuerySchema.safeParse(values);
    if (!query.success) {
      setProblem(known[query.error.issues[0]?.message ?? ''] ?? t`Choose the first and the last day, both in the same year.`);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch(datevExportPath(query.data), { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as ErrorBody;
        const message = body.error?.fields?.[0]?.message ?? body.error?.message ?? '';
        setProblem(known[message] ?? (message || t`That did not work. Please try again.`));
        return;
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'EXTF_Buchungsstapel.csv';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={own.section} aria-labelledby="datev-export" noValidate onSubmit={(event) => { event.preventDefault(); void download(); }}>
      <h2 id="datev-export">{t`DATEV for the tax adviser`}</h2>
      <p>{t`The invoices and credit notes of the German or the Austrian shop as a DATEV Buchungsstapel (EXTF): one booking per document and VAT rate, on the revenue accounts of the configuration (SKR03 unless set). The period lies within one year.`}</p>
      <div className={styles.filters}>
        <SelectField label={t`Shop`} {...field('country')}>
          <option value="DE">DE</option>
          <option value="AT">AT</option>
        </SelectField>
        <TextField label={t`Issued from`} type="date" required {...field('from')} />
        <TextField label={t`Issued until`} type="date" required {...field('to')} />
      </div>
      {problem ? (
        <p role="alert" className={styles.formError}>
          {problem}
        </p>
      ) : null}
      <p className={own.actions}>
        <button type="submit" className={`${styles.primary} ${own.download}`} disabled={busy}>
          {t`Download DATEV file`}
        </button>
      </p>
    </form>
  );
}
