// The shop's standard delivery method (setting `default_delivery_module_id`): what the cart's
// delivery cost and a coupon's saving are priced with before the shopper chooses one.
import { DEFAULT_DELIVERY_MODULE_ID } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { deliveryModuleFor, type DeliveryModule } from '../delivery/index.ts';
import { findSetting } from '../orders/index.ts';

export async function defaultDeliveryModule(db: Db, country: { id: number; lang: string }): Promise<DeliveryModule> {
  const moduleId = Number((await findSetting(db, 'default_delivery_module_id')) ?? DEFAULT_DELIVERY_MODULE_ID);
  return deliveryModuleFor(db, moduleId, country.id, country.lang);
}
