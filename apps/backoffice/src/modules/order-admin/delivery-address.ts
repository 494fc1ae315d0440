// The delivery address set right before the order ships (issue 36): a typo in the street, another
// name at the door. The country and the region stay (they set the delivery cost). Only while the
// goods have not left: the change runs in one transaction with a conditional update of the order's
// status, so a shipment at the same moment either waits for it (and ships to the new address) or
// has happened, and the change is refused. The timeline and the audit keep before and after.
import { countryIsoOf, isValidPostcode } from '@shop/contract';
import type { changeDeliveryAddressBodySchema } from '@shop/contract/admin';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { changeOrderIf, recordOrderEvent } from '../orders/index.ts';
import { deliveryAddressOf, setDeliveryAddress, type DeliveryAddressFields } from './order-admin-repository.ts';
import { requireAdminOrder } from './order-detail.ts';
import { orderAddressFields } from './order-address.ts';
import { stateConflict, type StepContext } from './workflow.ts';
import { mayChangeDeliveryAddress } from './workflow-rules.ts';

type Body = z.output<typeof changeDeliveryAddressBodySchema>;

function fieldsOf(address: Body['address'] | DeliveryAddressFields): DeliveryAddressFields {
  return { ...orderAddressFields(address), phone: address.phone || null };
}

/** One line of an address for the timeline. */
const oneLine = (fields: DeliveryAddressFields) =>
  [fields.company, `${fields.firstname} ${fields.lastname}`, `${fields.street} ${fields.street_number}`, fields.address_extra, `${fields.zipcode} ${fields.city}`].filter((part) => part && part.trim() !== '').join(', ');

export async function changeDeliveryAddress(context: StepContext, orderId: number, body: Body): Promise<void> {
  const now = context.deps.now();
  await context.write(async (trx, audit) => {
    const order = await requireAdminOrder(trx, orderId);
    if (!mayChangeDeliveryAddress(order)) throw stateConflict('The goods have left (or the order is closed): the delivery address can no longer be changed.');
    const before = await deliveryAddressOf(trx, orderId);
    const country = countryIsoOf(before.country_id);
    if (country && !isValidPostcode(body.address.zipcode, country)) {
      throw new AppError('validation_failed', { fields: [{ path: 'address.zipcode', message: 'This postcode does not exist in the address’s country.' }] });
    }
    const fields = fieldsOf(body.address);
    const previous = fieldsOf(before);
    if (JSON.stringify(previous) === JSON.stringify(fields)) return;
    // The order must still be in the status it was read in (a shipment waits for this row or has happened).
    if (!(await changeOrderIf(trx, orderId, { status: order.status }, {}, now.toISOString()))) throw stateConflict('The order changed meanwhile. Please reload it.');
    await setDeliveryAddress(trx, orderId, fields);
    const reason = body.reason?.trim() || null;
    await recordOrderEvent(trx, { orderId, kind: 'delivery_address', detail: { from: oneLine(previous), to: oneLine(fields), ...(reason ? { reason } : {}) }, actorId: context.staff.id, at: now });
    await audit({ action: 'order.delivery_address', entity: 'order', entityId: orderId, before: { delivery_address: previous }, after: { delivery_address: fields, reason } });
  });
}
