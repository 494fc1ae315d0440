import { useLingui } from '@lingui/react/macro';
import formStyles from '../forms/forms.module.css';
import type { NewsletterResult } from './newsletter.server.ts';
import styles from './account.module.css';

/** The answer to a newsletter form, in the shop's language (spec section 4: subscribed/unsubscribed). */
export function NewsletterNotice({ result, unsubscribing }: { result: NewsletterResult | undefined; unsubscribing: boolean }) {
  const { t } = useLingui();
  if (!result) return null;
  if (!result.ok) {
    if (result.code === 'rate_limited') {
      return (
        <p role="alert" className={formStyles.formError}>
          {t`Too many attempts. Please wait a few minutes.`}
        </p>
      );
    }
    if (result.errors.token) {
      return (
        <p role="alert" className={formStyles.formError}>
          {t`This link is invalid or has expired.`}
        </p>
      );
    }
    return null;
  }
  const text = {
    confirmation_sent: unsubscribing
      ? t`We have sent you an email. Please confirm your unsubscription with the link in it.`
      : t`Thank you! We have sent you an email. Please confirm your subscription with the link in it.`,
    subscribed: t`You have subscribed to the newsletter.`,
    unsubscribed: t`You have unsubscribed from the newsletter.`,
  }[result.status];
  return (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  );
}
