// Review moderation: the waiting reviews (oldest first) with product and customer, approve or
// reject; the approved and rejected ones by status. Only approved reviews show in the shop.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { adminCalls, reviewStatusSchema, type AdminReview, type ReviewStatus } from '@shop/contract/admin';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminCall } from '../api/admin-client.ts';
import { usePageTitle } from '../app/page-title.ts';
import { DataTable, type Columns } from '../components/DataTable.tsx';
import { useUrlPaging } from '../components/url-paging.ts';
import { dateTime } from '../components/format.ts';
import styles from '../components/admin.module.css';
import { pageFrom } from '../customers/labels.ts';
import own from '../customers/pages.module.css';

export async function reviewsLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const status = reviewStatusSchema.catch('pending').parse(url.searchParams.get('status') ?? undefined);
  return { status, answer: await adminCall(adminCalls.reviews.list, { query: { status, page: pageFrom(url) } }) };
}

export function ReviewsPage() {
  const { t } = useLingui();
  usePageTitle(t`Reviews`);
  const { status, answer } = useLoaderData<typeof reviewsLoader>();
  const paging = useUrlPaging(answer);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);

  const tabs: { status: ReviewStatus; label: string }[] = [
    { status: 'pending', label: t`Waiting` },
    { status: 'approved', label: t`Approved` },
    { status: 'rejected', label: t`Rejected` },
  ];
  const captions: Record<ReviewStatus, string> = {
    pending: t`${plural(answer.total, { one: '# review waits', other: '# reviews wait' })} for a decision, oldest first`,
    approved: t`${answer.total} approved reviews (shown in the shop), latest decision first`,
    rejected: t`${answer.total} rejected reviews (never shown), latest decision first`,
  };

  const columns = useMemo<Columns<AdminReview>>(() => {
    const decide = async (review: AdminReview, decision: 'approve' | 'reject') => {
      setBusy(review.id);
      try {
        await adminCall(adminCalls.reviews.moderate, { params: { id: review.id }, body: { decision } });
        toast.success(decision === 'approve' ? t`“${review.title}” is approved and shown on the product page.` : t`“${review.title}” is rejected and never shown.`);
        await revalidator.revalidate();
      } catch (error) {
        toast.error(error instanceof ApiError && error.code === 'review_state_conflict' ? t`This review was decided otherwise meanwhile.` : t`That did not work. Please try again.`);
        await revalidator.revalidate();
      } finally {
        setBusy(null);
      }
    };
    return [
      {
        id: 'product',
        header: t`Product`,
        cell: ({ row }) => (
          <a href={row.original.product_url} target="_blank" rel="noreferrer">
            {row.original.product_title ?? `#${row.original.product_id}`}
          </a>
        ),
      },
      {
        id: 'customer',
        header: t`Customer`,
        cell: ({ row }) => (
          <>
            <Link to={`/customers/${row.original.customer_id}`}>{row.original.customer_name}</Link>
            <br />
            <span className={styles.hint}>{row.original.customer_email}</span>
          </>
        ),
      },
      { id: 'rating', header: t`Stars`, cell: ({ row }) => t`${row.original.rating} of 5` },
      {
        id: 'review',
        header: t`Review`,
        cell: ({ row }) => (
          <>
            <strong>{row.original.title}</strong>
            <br />
            {row.original.content}
            {row.original.verified_purchase ? (
              <>
                <br />
                <span className={styles.hint}>{t`Verified purchase · shown as ${row.original.author}`}</span>
              </>
            ) : null}
          </>
        ),
      },
      { id: 'date', header: t`Written`, cell: ({ row }) => dateTime(row.original.created_at) },
      {
        id: 'actions',
        header: t`Decision`,
        cell: ({ row }) => {
          const review = row.original;
          if (review.status === 'rejected') return <span className={styles.status}>{t`Rejected`}</span>;
          return (
            <span className={own.actions}>
              {review.status === 'pending' ? (
                <button type="button" className={styles.primary} disabled={busy === review.id} onClick={() => void decide(review, 'approve')} aria-label={t`Approve “${review.title}”`}>
                  {t`Approve`}
                </button>
              ) : null}
              <button type="button" className={styles.danger} disabled={busy === review.id} onClick={() => void decide(review, 'reject')} aria-label={review.status === 'approved' ? t`Take down “${review.title}”` : t`Reject “${review.title}”`}>
                {review.status === 'approved' ? t`Take down` : t`Reject`}
              </button>
            </span>
          );
        },
      },
    ];
  }, [t, busy, revalidator]);

  return (
    <section className={styles.page}>
      <h1>{t`Reviews`}</h1>
      <nav aria-label={t`Reviews by status`}>
        <ul className={own.tabs}>
          {tabs.map((tab) => (
            <li key={tab.status}>
              <Link to={`/reviews?status=${tab.status}`} aria-current={tab.status === status ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DataTable
        caption={captions[status]}
        columns={columns}
        rows={answer.data}
        empty={status === 'pending' ? t`No review is waiting.` : t`No reviews here yet.`}
        paging={paging}
      />
    </section>
  );
}
