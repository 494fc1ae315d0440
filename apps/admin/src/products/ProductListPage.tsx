// The products: search (title, reference, EAN), filters (category, brand, stock, shown or hidden),
// newest first, in pages.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, productListQuerySchema, type ProductListQuery, type ProductListRow } from '@shop/contract/admin';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Form, Link, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { useUrlPaging } from '../components/url-paging.ts';
import { SelectField, TextField } from '../components/fields.tsx';
import { money } from '../components/format.ts';
import styles from '../components/admin.module.css';
import own from './products.module.css';
import { ExportLink } from '../transfer/ExportLink.tsx';

const FILTERS = ['q', 'category_id', 'brand_id', 'stock', 'active', 'page'] as const;

export async function productListLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(FILTERS.flatMap((name) => (url.searchParams.get(name)?.trim() ? [[name, url.searchParams.get(name)?.trim()]] : [])));
  // A filter the address got wrong is dropped rather than answered with an error page.
  const parsed = productListQuerySchema.safeParse(raw);
  const query: ProductListQuery = parsed.success ? (raw as ProductListQuery) : {};
  const [list, choices] = await Promise.all([adminCall(adminCalls.products.list, { query }), adminCall(adminCalls.products.choices, {})]);
  return { ...list, choices: choices.data };
}

/** The shop's reorder point, beside the low-stock list it sets. */
function ReorderPointForm({ value }: { value: number }) {
  const { t } = useLingui();
  const revalidator = useRevalidator();
  const form = useForm<{ reorder_point: string }>({ defaultValues: { reorder_point: String(value) } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reorder_point }) => {
    const number = Number(reorder_point);
    if (reorder_point.trim() === '' || !Number.isInteger(number) || number < 0) {
      form.setError('reorder_point', { message: t`Please enter a whole number of 0 or more.` }, { shouldFocus: true });
      return;
    }
    try {
      await adminCall(adminCalls.products.setReorderPoint, { body: { reorder_point: number } });
      toast.success(t`The shop's reorder point is now ${number}.`);
      await revalidator.revalidate();
    } catch {
      form.setError('reorder_point', { message: t`The reorder point could not be saved.` }, { shouldFocus: true });
    }
  });
  return (
    <form className={styles.filters} onSubmit={submit} noValidate>
      <TextField
        label={t`The shop's reorder point`}
        type="number"
        min={0}
        inputMode="numeric"
        hint={t`A variant without its own counts as low at or below this number in a warehouse.`}
        error={errors.reorder_point?.message}
        {...form.register('reorder_point')}
      />
      <button type="submit" className={styles.button} disabled={isSubmitting}>
        {t`Save`}
      </button>
    </form>
  );
}

export function ProductListPage() {
  const { t } = useLingui();
  usePageTitle(t`Products`);
  const answer = useLoaderData<typeof productListLoader>();
  const [search] = useSearchParams();
  const paging = useUrlPaging(answer);
  const columns = useMemo<Columns<ProductListRow>>(
    () => [
      { id: 'title', header: t`Product`, cell: ({ row }) => <Link to={`/products/${row.original.id}`}>{row.original.title}</Link> },
      { id: 'ref', header: t`Reference`, cell: ({ row }) => row.original.ref },
      { id: 'brand', header: t`Brand`, cell: ({ row }) => row.original.brand ?? '—' },
      { id: 'category', header: t`Category`, cell: ({ row }) => row.original.category ?? '—' },
      { id: 'variants', header: t`Variants`, cell: ({ row }) => row.original.variant_count },
      { id: 'stock', header: t`Stock`, cell: ({ row }) => (row.original.stock > 0 ? row.original.stock : <span className={`${styles.status} ${own.danger}`}>{t`Out of stock`}</span>) },
      { id: 'price', header: t`Net price (Germany)`, cell: ({ row }) => (row.original.price_de_cents === null ? '—' : money(row.original.price_de_cents, 'EUR')) },
      { id: 'state', header: t`Shop`, cell: ({ row }) => (row.original.active ? t`Shown` : <span className={styles.status}>{t`Hidden`}</span>) },
    ],
    [t],
  );
  return (
    <section className={styles.page}>
      <h1>{t`Products`}</h1>
      <Form method="get" role="search" className={styles.filters} aria-label={t`Search products`}>
        <TextField label={t`Search`} name="q" type="search" defaultValue={search.get('q') ?? ''} hint={t`Title, reference or EAN`} />
        <SelectField label={t`Category`} name="category_id" defaultValue={search.get('category_id') ?? ''}>
          <option value="">{t`All categories`}</option>
          {answer.choices.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {`${'\u2003'.repeat(category.depth)}${category.title}`}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Brand`} name="brand_id" defaultValue={search.get('brand_id') ?? ''}>
          <option value="">{t`All brands`}</option>
          {answer.choices.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.title}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Stock`} name="stock" defaultValue={search.get('stock') ?? ''}>
          <option value="">{t`Any stock`}</option>
          <option value="in">{t`In stock`}</option>
          <option value="out">{t`Out of stock`}</option>
          <option value="low">{t`Low stock (at or below the reorder point)`}</option>
        </SelectField>
        <SelectField label={t`In the shop`} name="active" defaultValue={search.get('active') ?? ''}>
          <option value="">{t`Shown and hidden`}</option>
          <option value="1">{t`Shown`}</option>
          <option value="0">{t`Hidden`}</option>
        </SelectField>
        <button type="submit" className={styles.primary}>{t`Search`}</button>
      </Form>
      {search.get('stock') === 'low' ? <ReorderPointForm value={answer.choices.reorder_point} /> : null}
      <ExportLink kind="products" search={search} />
      <DataTable caption={t`${plural(answer.total, { one: '# product', other: '# products' })}, newest first`} columns={columns} rows={answer.data} empty={t`No product matches.`} paging={paging} />
    </section>
  );
}
