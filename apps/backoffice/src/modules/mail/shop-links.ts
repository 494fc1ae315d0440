// Which storefront a mail points to and which shop name it is signed with: the shop of the
// customer's (or subscriber's) country.
import type { Db } from '../../db/connect.ts';
import { storefrontUrlOf } from '../shop/index.ts';
import { findStoreName } from './store-name-repository.ts';

export type MailShop = { name: string; url: string };

const FALLBACK_NAME = 'Bad & Heim';

export async function mailShopOf(db: Db, storefrontUrls: Record<string, string>, countryId: number): Promise<MailShop> {
  const row = await findStoreName(db, countryId);
  return { name: row?.store_name ?? FALLBACK_NAME, url: storefrontUrlOf(storefrontUrls, countryId) };
}
