// Export (issue 16): products, prices, stock, customers or orders as CSV (for German Excel) or XLSX,
// filtered as the admin's lists are. The download is a plain link to the back office's streamed
// file (same origin: the session cookie goes along).
import { useLingui } from '@lingui/react/macro';
import { adminCalls, exportKinds, exportPath, transferColumns, type ExportKind, type TransferFormat } from '@shop/contract/admin';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import styles from '../components/admin.module.css';
import { DatevExport } from './DatevExport.tsx';
import { useKindLabel } from './labels.ts';
import own from './transfer.module.css';

export async function exportLoader() {
  return (await adminCall(adminCalls.products.choices, {})).data;
}

type Filters = Record<string, string>;

export function ExportPage() {
  const { t } = useLingui();
  usePageTitle(t`Export`);
  const choices = useLoaderData<typeof exportLoader>();
  const kindLabel = useKindLabel();
  const [kind, setKind] = useState<ExportKind>('products');
  const [format, setFormat] = useState<TransferFormat>('csv');
  const [filters, setFilters] = useState<Filters>({});
  const filter = (name: string) => ({
    name,
    value: filters[name] ?? '',
    onChange: (event: { target: { value: string } }) => setFilters({ ...filters, [name]: event.target.value }),
  });
  const catalog = kind === 'products' || kind === 'prices' || kind === 'stock';
  // Orders and documents are filtered by their shop.
  const shopFilter = (
    <SelectField label={t`Shop`} {...filter('country')}>
      <option value="">{t`All shops`}</option>
      <option value="DE">DE</option>
      <option value="AT">AT</option>
      <option value="RO">RO</option>
    </SelectField>
  );
  const href = exportPath(kind, format, filters);

  return (
    <section className={styles.page}>
      <h1>{t`Export`}</h1>
      <p>{t`The file is written while it downloads, so even the whole catalog comes at once. CSV files are for Excel: separated by semicolons, amounts with a decimal comma. Products, prices and stock files can be edited and imported again.`}</p>
      <form className={own.section} aria-label={t`What to export`} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.filters}>
          <SelectField
            label={t`What`}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ExportKind);
              setFilters({});
            }}
          >
            {exportKinds.map((value) => (
              <option key={value} value={value}>
                {kindLabel(value)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t`Format`} value={format} onChange={(event) => setFormat(event.target.value as TransferFormat)}>
            <option value="csv">{t`CSV for Excel`}</option>
            <option value="xlsx">{t`Excel workbook (XLSX)`}</option>
          </SelectField>
        </div>
        <fieldset className={`${styles.filters} ${own.fieldset}`}>
          <legend>{t`Only these (as the list filters them)`}</legend>
          {catalog && (
            <>
              <TextField label={t`Search`} type="search" hint={t`Title, reference or EAN`} {...filter('q')} />
              <SelectField label={t`Category`} {...filter('category_id')}>
                <option value="">{t`All categories`}</option>
                {choices.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {`${'\u2003'.repeat(category.depth)}${category.title}`}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t`Brand`} {...filter('brand_id')}>
                <option value="">{t`All brands`}</option>
                {choices.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.title}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t`Stock`} {...filter('stock')}>
                <option value="">{t`Any stock`}</option>
                <option value="in">{t`In stock`}</option>
                <option value="out">{t`Out of stock`}</option>
              </SelectField>
              <SelectField label={t`In the shop`} {...filter('active')}>
                <option value="">{t`Shown and hidden`}</option>
                <option value="1">{t`Shown`}</option>
                <option value="0">{t`Hidden`}</option>
              </SelectField>
            </>
          )}
          {kind === 'customers' && (
            <>
              <TextField label={t`Search`} type="search" hint={t`Email, name, customer number or company`} {...filter('q')} />
              <SelectField label={t`Records`} {...filter('kind')}>
                <option value="">{t`Accounts`}</option>
                <option value="guests">{t`Guest records`}</option>
                <option value="all">{t`Accounts and guests`}</option>
              </SelectField>
            </>
          )}
          {kind === 'documents' && (
            <>
              {shopFilter}
              <TextField label={t`Issued from`} type="date" hint={t`The shop's day; a credit note's amounts are negative.`} {...filter('from')} />
              <TextField label={t`Issued until`} type="date" {...filter('to')} />
            </>
          )}
          {kind === 'orders' && (
            <>
              <TextField label={t`Search`} type="search" hint={t`Order number, email or name`} {...filter('q')} />
              {shopFilter}
              <TextField label={t`From`} type="date" {...filter('from')} />
              <TextField label={t`To`} type="date" {...filter('to')} />
            </>
          )}
        </fieldset>
        <p className={own.actions}>
          <a className={`${styles.primary} ${own.download}`} href={href} download>
            {format === 'csv' ? t`Download CSV` : t`Download XLSX`}
          </a>
        </p>
        <p className={styles.hint}>
          {t`Columns:`} <span className={own.columns}>{transferColumns[kind].join('; ')}</span>
        </p>
      </form>
      <DatevExport />
    </section>
  );
}
