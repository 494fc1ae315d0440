// The storefront of a shop country, for links that leave the back office (mails, the admin's
// product links): STOREFRONT_URLS by ISO code, Austria's when the country has none.
import { countryIsoOf } from '@shop/contract';

export function storefrontUrlOf(storefrontUrls: Record<string, string>, countryId: number): string {
  const iso = countryIsoOf(countryId) ?? 'AT';
  return storefrontUrls[iso] ?? storefrontUrls.AT ?? Object.values(storefrontUrls)[0] ?? 'http://localhost:3002';
}
