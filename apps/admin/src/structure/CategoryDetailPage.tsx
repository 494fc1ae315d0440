// One category (the storefront's "edit" link opens it): shown or hidden, its texts and addresses.
import { useLingui } from '@lingui/react/macro';
import { adminCalls, type CategoryBody } from '@shop/contract/admin';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import styles from '../components/admin.module.css';
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
      <TextsAndUrlsForm key={JSON.stringify(category)} item={category} visibleLabel={t`Visible in the shop (a hidden category leaves the menu)`} onSave={save} />
    </section>
  );
}
