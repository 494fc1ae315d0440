// Which storefront a mail points to and which shop name it is signed with: the shop of the
// customer's (or subscriber's) country.
import { countryIsoOf } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { findStoreName } from './store-name-repository.ts';

export type MailShop = { name: string; url: string };

const FALLBACK_NAME = 'Bad & Heim';

export async function mailShopOf(db: Db, storefrontUrls: Record<string, string>, countryId: number): Promise<MailShop> {
  const row = await findStoreName(db, countryId);
  const iso = countryIsoOf(countryId) ?? 'AT';
  const url = storefrontUrls[iso] ?? storefrontUrls.AT ?? Object.values(storefrontUrls)[0] ?? 'http://localhost:3002';
  return { name: row?.store_name ?? FALLBACK_NAME, url };
}
