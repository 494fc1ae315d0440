import { Trans, useLingui } from '@lingui/react/macro';
import country from '../country/current-country.ts';
import { Button } from '@shop/ui-kit';

export function meta() {
  return [{ title: country.brand.storeName }];
}

export default function Home() {
  const { t } = useLingui();
  const storeName = country.brand.storeName;
  return (
    <main>
      <h1>
        <Trans>Welcome to {storeName}</Trans>
      </h1>
      <p>{t`Bathrooms, kitchens and everything for the home.`}</p>
      <Button>{t`Browse the shop`}</Button>
    </main>
  );
}
