// One category (the storefront's "edit" link opens it): shown or hidden, its texts and addresses, a
// new subcategory, and its deletion (only without subcategories and products). A new category
// (`/categories/new?parent=`): where it goes, its texts and addresses.
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, type CategoryBody } from '@shop/contract/admin';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import styles from '../components/admin.module.css';
import { SelectField } from '../components/fields.tsx';
import { useStructureMessage } from './labels.ts';
import { TextsAndUrlsForm } from './TextsAndUrlsForm.tsx';

export async function categoryDetailLoader({ params }: LoaderFunctionArgs) {
  return (await adminCall(adminCalls.categories.detail, { params: { id: Number(params.id) } })).data;
}

export function CategoryDetailPage() {
  const { t } = useLingui();
  const category = useLoaderData<typeof categoryDetailLoader>();
  const revalidator = useRevalidator();
  usePageTitle(category.texts.de.title || t`Category`);
  const save = async (body: CategoryBody) => {
    await adminCall(adminCalls.categories.update, { params: { id: category.id }, body });
    toast.success(t`Category saved. The shops show the change within 5 minutes.`);
    await revalidator.revalidate();
  };
  return (
    <section className={styles.page}>
      <nav aria-label={t`Breadcrumb`}>
        <p>
          <Link to="/categories">{t`All categories`}</Link>
          {category.path.slice(0, -1).map((step) => (
            <span key={step.id}>
              {' › '}
              <Link to={`/categories/${step.id}`}>{step.title}</Link>
            </span>
          ))}
        </p>
      </nav>
      <h1>{category.texts.de.title}</h1>
      <p>
        <Link to={`/categories/new?parent=${category.id}`} className={styles.button}>
          {t`New subcategory`}
        </Link>
      </p>
      <TextsAndUrlsForm key={JSON.stringify(category)} item={category} visibleLabel={t`Visible in the shop (a hidden category leaves the menu)`} onSave={save} />
      <DeleteCategory id={category.id} title={category.texts.de.title} />
    </section>
  );
}

/** Deletes the category after a confirmation; the back office refuses one with subcategories or products, and says why. */
function DeleteCategory({ id, title }: { id: number; title: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const message = useStructureMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!window.confirm(t`Delete the category “${title}” with its addresses? This cannot be undone.`)) return;
    setBusy(true);
    setProblem(null);
    try {
      await adminCall(adminCalls.categories.remove, { params: { id } });
      toast.success(t`The category “${title}” is deleted.`);
      await navigate('/categories');
    } catch (error) {
      const field = error instanceof ApiError ? error.body?.error.fields?.[0]?.message : undefined;
      setProblem(message(field) ?? t`The category could not be deleted.`);
      setBusy(false);
    }
  };
  return (
    <section className={`${styles.card} ${styles.form}`} aria-labelledby="delete-category">
      <h2 id="delete-category">{t`Delete the category`}</h2>
      <p className={styles.hint}>{t`Only a category without subcategories and without products can be deleted.`}</p>
      {problem ? (
        <p role="alert" className={styles.formError}>
          {problem}
        </p>
      ) : null}
      <div>
        <button type="button" className={styles.danger} disabled={busy} onClick={() => void remove()}>
          {t`Delete category`}
        </button>
      </div>
    </section>
  );
}

export async function newCategoryLoader({ request }: LoaderFunctionArgs) {
  const parent = Number(new URL(request.url).searchParams.get('parent') ?? 0);
  return { parent, categories: (await adminCall(adminCalls.categories.tree, {})).data };
}

const blank = { visible: true, texts: { de: { title: '', description: '' }, ro: { title: '', description: '' } }, urls: { de_DE: null, de_AT: null, ro_RO: null }, redirects: [] };

/** Categories in tree order with their depth, for the parent choice. */
function treeOrder(rows: { id: number; parent_id: number | null; title: string }[]) {
  const ordered: { id: number; title: string; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const row of rows.filter((candidate) => candidate.parent_id === parent)) {
      ordered.push({ id: row.id, title: row.title, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return ordered;
}

export function NewCategoryPage() {
  const { t } = useLingui();
  usePageTitle(t`New category`);
  const { parent, categories } = useLoaderData<typeof newCategoryLoader>();
  const navigate = useNavigate();
  const [parentId, setParentId] = useState<number | null>(categories.some((category) => category.id === parent) ? parent : null);
  const save = async (body: CategoryBody) => {
    const { data } = await adminCall(adminCalls.categories.create, { body: { ...body, parent_id: parentId } });
    toast.success(t`Category created. The shops show it within 5 minutes, once it has products.`);
    await navigate(`/categories/${data.id}`);
  };
  return (
    <section className={styles.page}>
      <p>
        <Link to="/categories">{t`All categories`}</Link>
      </p>
      <h1>{t`New category`}</h1>
      <div className={styles.form}>
        <SelectField label={t`Parent category`} hint={t`It goes at the end of this category’s subcategories.`} value={parentId ?? ''} onChange={(event) => setParentId(event.target.value === '' ? null : Number(event.target.value))}>
          <option value="">{t`None: a top category`}</option>
          {treeOrder(categories).map((category) => (
            <option key={category.id} value={category.id}>
              {`${'\u2003'.repeat(category.depth)}${category.title}`}
            </option>
          ))}
        </SelectField>
      </div>
      <TextsAndUrlsForm item={blank} visibleLabel={t`Visible in the shop (a hidden category leaves the menu)`} onSave={save} />
    </section>
  );
}
