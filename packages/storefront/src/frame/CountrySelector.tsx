// The country selector (spec section 2): links to the other shops. A VAT-exempt customer's prices
// depend on the delivery country, and so do a company customer's (spec section 6: "delivery country
// display locked" for both), so for them it only shows the country and cannot be changed.
import { useLingui } from '@lingui/react/macro';
import { Dropdown } from '@shop/ui-kit';
import { useState } from 'react';
import type { FrameData } from './frame-data.ts';
import styles from './header.module.css';

export function CountrySelector({ frame }: { frame: FrameData }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const current = frame.shops.find((shop) => shop.current)?.code ?? '';
  const names = { DE: t`Germany`, AT: t`Austria`, RO: t`Romania` } as const;
  if (frame.user.excludeVat || frame.user.isCompany) {
    return (
      <span className={styles.country} title={frame.user.excludeVat ? t`The delivery country is fixed for VAT-exempt orders` : t`The delivery country is fixed for company orders`}>
        {t`Delivery to ${current}`} 🔒
      </span>
    );
  }
  return (
    <Dropdown trigger={<span className={styles.country}>{current}</span>} triggerLabel={t`Delivery country`} open={open} onOpenChange={setOpen} align="end">
      <ul className={styles.countryList}>
        {frame.shops.map((shop) => (
          <li key={shop.code}>
            <a href={shop.href} aria-current={shop.current ? 'true' : undefined} hrefLang={shop.code === 'RO' ? 'ro' : 'de'}>
              {names[shop.code]}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
