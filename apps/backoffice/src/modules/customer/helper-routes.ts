// Helper-service address calls (spec section 7): delete an address, make one the default.
import { calls } from '@shop/contract';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallRegistrar } from '../../http/register-call.ts';
import { deleteAddress, setDefaultAddress } from './addresses.ts';
import { requireCurrentCustomer } from './current-customer.ts';

export function registerCustomerHelperRoutes(register: CallRegistrar, deps: Deps): void {
  const { db } = deps;

  register(calls.helper.addressDelete, async ({ params, caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    if (params.customer_id !== customer.id) throw new AppError('forbidden');
    await deleteAddress(db, customer, params.address_id);
    return { status_code: 200 as const, data: { address_id: params.address_id } };
  });

  register(calls.helper.addressSetDefault, async ({ params, caller }) => {
    const customer = await requireCurrentCustomer(db, caller);
    return { status_code: 200 as const, data: await setDefaultAddress(db, customer, params.id) };
  });
}
