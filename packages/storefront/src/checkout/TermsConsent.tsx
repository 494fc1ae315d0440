import { legalMessages } from '@shop/i18n';
import { LinkedMessage } from '../frame/LinkedMessage.tsx';
import formStyles from '../forms/forms.module.css';
import styles from './checkout.module.css';

/**
 * The terms checkbox at checkout: "Ich akzeptiere die AGB." with the terms linked, nothing else to
 * confirm. The withdrawal information is a plain link under it, never part of what the shopper
 * ticks (§ 309 Nr. 12 b BGB: no pre-formulated "I have read" confirmation).
 */
export function TermsConsent({ termsHref, withdrawalHref, checked, error }: { termsHref: string; withdrawalHref: string; checked: boolean; error: string | undefined }) {
  return (
    <>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="terms_accepted"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-error' : undefined}
        />
        <span>
          <LinkedMessage message={legalMessages.termsConsent} to={termsHref} />
        </span>
      </label>
      <p className={styles.withdrawalNote}>
        <LinkedMessage message={legalMessages.withdrawalInformation} to={withdrawalHref} />
      </p>
      {error ? (
        <span id="terms-error" className={formStyles.error}>
          {error}
        </span>
      ) : null}
    </>
  );
}
