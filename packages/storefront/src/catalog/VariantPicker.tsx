// Colour and size as links (?color=&size=): the choice works before JavaScript has loaded and can
// be shared. A sold-out size is shown but cannot be chosen.
import { useLingui } from '@lingui/react/macro';
import type { Variation } from '@shop/contract';
import { Link } from 'react-router';
import { variantSearch, type VariantChoice } from './variant-choice.ts';
import styles from './catalog.module.css';

export function VariantPicker({ variations, choice }: { variations: Variation[]; choice: VariantChoice }) {
  const { t } = useLingui();
  const colors = variations.filter((variation) => variation.color !== '');
  const chosen = variations.find((variation) => variation.color === choice.color);
  return (
    <div className={styles.variants}>
      {colors.length > 0 ? (
        <div role="group" aria-labelledby="variant-color">
          <p id="variant-color" className={styles.variantLabel}>
            {t`Colour`}: <strong>{choice.color ?? t`please choose`}</strong>
          </p>
          <ul className={styles.options}>
            {colors.map((variation) => (
              <li key={variation.color}>
                <Link
                  to={variantSearch(variation.color, choice.size)}
                  replace
                  preventScrollReset
                  aria-current={variation.color === choice.color ? 'true' : undefined}
                  className={styles.option}
                >
                  {variation.color}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {choice.hasSizes && chosen ? (
        <div role="group" aria-labelledby="variant-size">
          <p id="variant-size" className={styles.variantLabel}>
            {t`Size`}: <strong>{choice.size || t`please choose`}</strong>
          </p>
          <ul className={styles.options}>
            {chosen.size.map((size) =>
              size.stock > 0 ? (
                <li key={size.pse_id}>
                  <Link
                    to={variantSearch(chosen.color, size.name)}
                    replace
                    preventScrollReset
                    aria-current={size.name === choice.size ? 'true' : undefined}
                    className={styles.option}
                  >
                    {size.name}
                  </Link>
                </li>
              ) : (
                <li key={size.pse_id}>
                  <span className={`${styles.option} ${styles.optionDisabled}`} aria-disabled="true">
                    {size.name} <span className={styles.optionNote}>({t`sold out`})</span>
                  </span>
                </li>
              ),
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
