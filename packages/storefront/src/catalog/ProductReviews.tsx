// Approved reviews with their average, and the form for a customer who may write one (it then
// waits for moderation). Guests are asked to sign in; the page itself stays the same for all of
// them, so it stays cacheable.
import { useLingui } from '@lingui/react/macro';
import { countMessages } from '@shop/i18n';
import type { Comment } from '@shop/contract';
import { Button, VisuallyHidden } from '@shop/ui-kit';
import { Form, Link, useActionData, useLocation, useNavigation } from 'react-router';
import country from '../country/current-country.ts';
import { TextField } from '../forms/TextField.tsx';
import { useFieldMessage } from '../forms/use-field-messages.ts';
import type { ReviewAccess } from './product-page.server.ts';
import type { ReviewResult } from './product-review.server.ts';
import styles from './catalog.module.css';
import formStyles from '../forms/forms.module.css';

const RATINGS = [5, 4, 3, 2, 1] as const;
// The shop's own clock, so the server and the browser write the same date (no hydration mismatch).
const timeZone = country.timeZone;

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} aria-hidden="true">
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}

export function ProductReviews({ reviews, access, pseId }: { reviews: { items: Comment[]; average: number | null }; access: ReviewAccess; pseId: number | null }) {
  const { t, i18n } = useLingui();
  const result = useActionData() as ReviewResult | undefined;
  const navigation = useNavigation();
  const location = useLocation();
  const message = useFieldMessage();
  const failed = result && !result.ok ? result : null;
  const errorOf = (name: string) => message(failed?.errors[name]);
  const average = reviews.average === null ? null : i18n.number(reviews.average, { maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="reviews-title" id="reviews" className={styles.section}>
      <h2 id="reviews-title">{t`Reviews`}</h2>
      {average !== null ? (
        <p className={styles.ratingSummary}>
          <Stars rating={reviews.average ?? 0} />{' '}
          {t(countMessages.ratingFromReviews(average, reviews.items.length))}
        </p>
      ) : (
        <p>{t`No reviews yet.`}</p>
      )}
      <ul className={styles.reviews}>
        {reviews.items.map((review) => (
          <li key={review.id}>
            <p>
              <Stars rating={review.rating} /> <strong>{review.title}</strong>
              <VisuallyHidden>{t`${review.rating} of 5 stars`}</VisuallyHidden>
            </p>
            <p>{review.content}</p>
            <p className={styles.reviewMeta}>
              {review.author}, {i18n.date(new Date(review.created_at), { dateStyle: 'medium', timeZone })}
              {review.verified_purchase ? ` · ${t`Verified purchase`}` : null}
            </p>
          </li>
        ))}
      </ul>
      {result?.ok ? (
        <p role="status" className={styles.notice}>
          {t`Thank you! Your review will be published once it has been checked.`}
        </p>
      ) : access === 'sign-in' ? (
        <p>
          <Link to={`/login-register?then=${encodeURIComponent(`${location.pathname}${location.search}`)}`}>{t`Sign in to write a review`}</Link>
        </p>
      ) : access === 'not-bought' ? (
        <p>{t`You can review products you have bought, once each.`}</p>
      ) : pseId === null ? (
        <p>{t`Please choose a colour and size to review this product.`}</p>
      ) : (
        <Form method="post" className={formStyles.form} preventScrollReset noValidate aria-labelledby="review-form-title">
          <h3 id="review-form-title">{t`Write a review`}</h3>
          {failed?.failed ? (
            <p role="alert" className={formStyles.formError}>
              {t`Error saving comment`}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="review" />
          <input type="hidden" name="pse_id" value={pseId} />
          <fieldset className={formStyles.fieldset} aria-invalid={errorOf('rating') ? true : undefined}>
            <legend>{t`Rating`}</legend>
            <div className={styles.ratingChoice}>
              {RATINGS.map((rating) => (
                <label key={rating}>
                  <input type="radio" name="rating" value={rating} defaultChecked={failed?.values.rating === String(rating)} required />{' '}
                  {t(countMessages.stars(rating))}
                </label>
              ))}
            </div>
            {errorOf('rating') ? <span className={formStyles.error}>{errorOf('rating')}</span> : null}
          </fieldset>
          <TextField name="title" label={t`Headline`} maxLength={150} error={errorOf('title')} defaultValue={failed?.values.title} required />
          <label className={formStyles.field}>
            <span>
              {t`Your review`}
              <span aria-hidden="true"> *</span>
            </span>
            <textarea
              name="content"
              rows={5}
              maxLength={5000}
              required
              defaultValue={failed?.values.content}
              aria-invalid={errorOf('content') ? true : undefined}
              aria-describedby={errorOf('content') ? 'review-content-error' : undefined}
            />
            {errorOf('content') ? (
              <span id="review-content-error" className={formStyles.error}>
                {errorOf('content')}
              </span>
            ) : null}
          </label>
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            {t`Send review`}
          </Button>
        </Form>
      )}
    </section>
  );
}
