// The country's minimum order value (locale config config_min_price, decision 017), one rule for
// every way an order starts: placing it, and sending the payer to a wallet for an express checkout.
import { missingForMinimumOrder } from '@shop/pricing-vat';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { minimumOrderCents } from '../config/index.ts';

/** Refuses (422 below_minimum_order) goods worth less than the country's minimum (gross cents, before delivery). */
export async function refuseBelowMinimumOrder(db: Db, countryId: number, goodsGrossCents: number): Promise<void> {
  if (missingForMinimumOrder(goodsGrossCents, await minimumOrderCents(db, countryId)) > 0) throw new AppError('below_minimum_order');
}
