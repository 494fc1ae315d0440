// Which delivery method the checkout starts with (spec section 4): the stored one, 77 when none is
// stored, and the active method with the lowest position when that one is not active.
import { DEFAULT_DELIVERY_MODULE_ID, type DeliveryMethod } from '@shop/contract';

export function chooseDeliveryMethod(active: readonly DeliveryMethod[], stored: number | undefined): DeliveryMethod | null {
  const wanted = stored ?? DEFAULT_DELIVERY_MODULE_ID;
  const found = active.find((method) => method.id === wanted);
  if (found) return found;
  return active.reduce<DeliveryMethod | null>((lowest, method) => (lowest === null || method.position < lowest.position ? method : lowest), null);
}
