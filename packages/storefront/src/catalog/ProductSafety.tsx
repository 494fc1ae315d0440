// The manufacturer and the safety information of a product (GPSR art. 19, issue 17), where the
// catalog has them.
import { useLingui } from '@lingui/react/macro';
import type { ProductSafety as Safety } from '@shop/contract';
import styles from './catalog.module.css';

export function ProductSafety({ safety }: { safety: Safety }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="safety-title" className={styles.section}>
      <h2 id="safety-title">{t`Product safety`}</h2>
      <h3 className={styles.safetyHeading}>{t`Manufacturer`}</h3>
      <address className={styles.safetyAddress}>
        {safety.manufacturer_name}
        {safety.manufacturer_address.split('\n').map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
        {safety.manufacturer_email ? (
          <>
            <br />
            <a href={`mailto:${safety.manufacturer_email}`}>{safety.manufacturer_email}</a>
          </>
        ) : null}
      </address>
      {safety.information ? (
        <>
          <h3 className={styles.safetyHeading}>{t`Safety information`}</h3>
          <p>{safety.information}</p>
        </>
      ) : null}
    </section>
  );
}
