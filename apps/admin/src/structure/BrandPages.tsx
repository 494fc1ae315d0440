// Brands: the list (shown or hidden, products), a new brand, one brand's texts and addresses.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type AdminBrandRow, type CategoryBody } from '@shop/contract/admin';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import styles from '../components/admin.module.css';
import { TextsAndUrlsForm } from './TextsAndUrlsForm.tsx';

export async function brandListLoader() {
  return (await adminCall(adminCalls.brands.list, {})).data;
}

export function BrandListPage() {
  const { t } = useLingui();
  usePageTitle(t`Brands`);
  const rows = useLoaderData<typeof brandListLoader>();
  const columns = useMemo<Columns<AdminBrandRow>>(
    () => [
      { id: 'title', header: t`Brand`, cell: ({ row }) => <Link to={`/brands/${row.original.id}`}>{row.original.title}</Link> },
      { id: 'ro', header: t`Romanian name`, cell: ({ row }) => row.original.title_ro },
      { id: 'products', header: t`Products`, cell: ({ row }) => row.original.product_count },
      { id: 'visible', header: t`Status`, cell: ({ row }) => (row.original.visible ? t`Active` : t`Hidden`) },
    ],
    [t],
  );
  return (
    <section className={styles.page}>
      <h1>{t`Brands`}</h1>
      <p>
        <Link to="/brands/new" className={styles.button}>
          {t`New brand`}
        </Link>
      </p>
      <DataTable caption={t`${plural(rows.length, { one: '# brand', other: '# brands' })}, by name`} columns={columns} rows={rows} empty={t`No brands yet.`} />
    </section>
  );
}

export async function brandDetailLoader({ params }: LoaderFunctionArgs) {
  return (await adminCall(adminCalls.brands.detail, { params: { id: Number(params.id) } })).data;
}

export function BrandDetailPage() {
  const { t } = useLingui();
  const brand = useLoaderData<typeof brandDetailLoader>();
  const revalidator = useRevalidator();
  usePageTitle(brand.texts.de.title || t`Brand`);
  const save = async (body: CategoryBody) => {
    await adminCall(adminCalls.brands.update, { params: { id: brand.id }, body });
    toast.success(t`Brand saved.`);
    await revalidator.revalidate();
  };
  return (
    <section className={styles.page}>
      <p>
        <Link to="/brands">{t`All brands`}</Link>
      </p>
      <h1>{brand.texts.de.title}</h1>
      <TextsAndUrlsForm key={JSON.stringify(brand)} item={brand} visibleLabel={t`Active (shown in the shop)`} onSave={save} />
    </section>
  );
}

const blank = { visible: true, texts: { de: { title: '', description: '' }, ro: { title: '', description: '' } }, urls: { de_DE: null, de_AT: null, ro_RO: null }, redirects: [] };

export function NewBrandPage() {
  const { t } = useLingui();
  usePageTitle(t`New brand`);
  const navigate = useNavigate();
  const save = async (body: CategoryBody) => {
    const { data } = await adminCall(adminCalls.brands.create, { body });
    toast.success(t`Brand created.`);
    await navigate(`/brands/${data.id}`);
  };
  return (
    <section className={styles.page}>
      <p>
        <Link to="/brands">{t`All brands`}</Link>
      </p>
      <h1>{t`New brand`}</h1>
      <TextsAndUrlsForm item={blank} visibleLabel={t`Active (shown in the shop)`} onSave={save} />
    </section>
  );
}
