// Features (material, dimensions…: the table on product pages): the list, a new feature, and one
// feature's code, titles in German and Romanian, and whether product pages show it.
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { adminCalls, featureBodySchema, type AdminFeature, type FeatureBody } from '@shop/contract/admin';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import styles from '../components/admin.module.css';
import { TextField } from '../components/fields.tsx';
import { useStructureMessage } from './labels.ts';
import { Checkbox } from '../components/fields.tsx';
import { FormProblem, SubmitButton, useSaveSubmit } from './saving-form.tsx';
import css from './structure.module.css';

export async function featureListLoader() {
  return (await adminCall(adminCalls.features.list, {})).data;
}

export function FeatureListPage() {
  const { t } = useLingui();
  usePageTitle(t`Features`);
  const rows = useLoaderData<typeof featureListLoader>();
  const columns = useMemo<Columns<AdminFeature>>(
    () => [
      { id: 'title', header: t`Feature`, cell: ({ row }) => <Link to={`/features/${row.original.id}`}>{row.original.titles.de || row.original.code}</Link> },
      { id: 'ro', header: t`Romanian name`, cell: ({ row }) => row.original.titles.ro },
      { id: 'code', header: t`Code`, cell: ({ row }) => <span className={css.mono}>{row.original.code}</span> },
      { id: 'products', header: t`Products`, cell: ({ row }) => row.original.product_count },
      { id: 'visible', header: t`Status`, cell: ({ row }) => (row.original.visible ? t`Active` : t`Hidden`) },
    ],
    [t],
  );
  return (
    <section className={styles.page}>
      <h1>{t`Features`}</h1>
      <p className={styles.hint}>{t`The technical data on product pages. A hidden feature keeps its values but product pages no longer show it.`}</p>
      <p>
        <Link to="/features/new" className={styles.button}>
          {t`New feature`}
        </Link>
      </p>
      <DataTable caption={t`${plural(rows.length, { one: '# feature', other: '# features' })}, in the order of the product page`} columns={columns} rows={rows} empty={t`No features yet.`} />
    </section>
  );
}

export async function featureLoader({ params }: LoaderFunctionArgs) {
  const feature = (await featureListLoader()).find((row) => row.id === Number(params.id));
  if (!feature) throw new Response('Not found', { status: 404 });
  return feature;
}

export function FeaturePage() {
  const { t } = useLingui();
  const feature = useLoaderData<typeof featureLoader>();
  const revalidator = useRevalidator();
  usePageTitle(feature.titles.de || feature.code);
  const save = async (body: FeatureBody) => {
    await adminCall(adminCalls.features.update, { params: { id: feature.id }, body });
    toast.success(t`Feature saved.`);
    await revalidator.revalidate();
  };
  return (
    <section className={styles.page}>
      <p>
        <Link to="/features">{t`All features`}</Link>
      </p>
      <h1>{feature.titles.de || feature.code}</h1>
      <p className={styles.hint}>{t`${plural(feature.product_count, { one: '# product has a value for it.', other: '# products have a value for it.' })}`}</p>
      <FeatureForm key={JSON.stringify(feature)} feature={feature} onSave={save} />
    </section>
  );
}

export function NewFeaturePage() {
  const { t } = useLingui();
  usePageTitle(t`New feature`);
  const navigate = useNavigate();
  const save = async (body: FeatureBody) => {
    const { data } = await adminCall(adminCalls.features.create, { body });
    toast.success(t`Feature created.`);
    await navigate(`/features/${data.id}`);
  };
  return (
    <section className={styles.page}>
      <p>
        <Link to="/features">{t`All features`}</Link>
      </p>
      <h1>{t`New feature`}</h1>
      <FeatureForm feature={null} onSave={save} />
    </section>
  );
}

function FeatureForm({ feature, onSave }: { feature: AdminFeature | null; onSave: (body: FeatureBody) => Promise<void> }) {
  const { t } = useLingui();
  const message = useStructureMessage();
  const form = useForm<FeatureBody>({
    resolver: zodResolver(featureBodySchema) as never,
    defaultValues: { code: feature?.code ?? '', visible: feature?.visible ?? true, titles: feature?.titles ?? { de: '', ro: '' } },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSaveSubmit(form, onSave);
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
      <FormProblem message={errors.root?.message} />
      <TextField label={t`Title (German)`} lang="de" error={message(errors.titles?.de?.message)} {...form.register('titles.de')} />
      <TextField label={t`Title (Romanian)`} lang="ro" error={message(errors.titles?.ro?.message)} {...form.register('titles.ro')} />
      <TextField label={t`Code`} className={css.mono} autoComplete="off" hint={t`For imports and exports, e.g. material.`} error={message(errors.code?.message)} {...form.register('code')} />
      <Checkbox label={t`Active (shown on product pages)`} {...form.register('visible')} />
      <SubmitButton label={t`Save`} busy={isSubmitting} />
    </form>
  );
}
