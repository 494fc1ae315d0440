import { useLingui } from '@lingui/react/macro';
import type { CustomerReview } from '@shop/contract';
import { Link } from 'react-router';
import { orderDate } from './order-texts.ts';
import styles from './account.module.css';

/** The customer's own reviews with their moderation state (a new review waits for moderation). */
export function ReviewsSection({ reviews }: { reviews: CustomerReview[] | null }) {
  const { t } = useLingui();
  const state = { pending: t`Awaiting moderation`, approved: t`Published`, rejected: t`Not published` } as const;
  if (reviews === null) return null;
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t`My reviews`}</h2>
      {reviews.length === 0 ? (
        <p>{t`You have not written any reviews yet.`}</p>
      ) : (
        <ul className={styles.cards}>
          {reviews.map((review) => {
            const stars = review.rating;
            return (
              <li key={review.id} className={styles.card}>
                <Link to={`/product/${review.product_id}`}>{review.product_title}</Link>
                <span>{t`${stars} of 5 stars`}</span>
                <strong>{review.title}</strong>
                <p>{review.content}</p>
                <small>
                  {orderDate(review.created_at)} · {state[review.status]}
                </small>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
