import { UiLink } from '../link/link-context.tsx';
import styles from './vat-notice.module.css';

export type VatNoticeProps = {
  /** E.g. "inkl. MwSt. zzgl." */
  text: string;
  shippingHref: string;
  /** E.g. "Versandkosten" */
  shippingLabel: string;
  /** Element to render; use 'span' inside a paragraph. */
  as?: 'p' | 'span' | 'div';
};

/** Small print under a price: the tax note followed by a link to the shipping costs. */
export function VatNotice({ text, shippingHref, shippingLabel, as: Element = 'p' }: VatNoticeProps) {
  return (
    <Element className={styles.notice}>
      {text}{' '}
      <UiLink href={shippingHref} className={styles.link}>
        {shippingLabel}
      </UiLink>
    </Element>
  );
}
