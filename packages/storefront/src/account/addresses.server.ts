// The customer's addresses (spec sections 5 and 7): list (limit 100), add and edit through the back
// office, delete and set default through the helper service. Each failure has the spec's message;
// field problems come back under the form's names with what was typed.
import { ADDRESS_LIST_LIMIT, addressCreateBodySchema, addressUpdateBodySchema, calls, type Address } from '@shop/contract';
import country from '../country/current-country.ts';
import { fieldErrors, formToObject, type FieldErrors } from '../forms/parse-form.ts';
import type { Backend } from '../server/backend.server.ts';
import { apiProblemOf } from './api-problem.server.ts';

export type AddressFailure = 'add' | 'update' | 'delete' | 'default';
export type AddressSaveResult = { ok: true } | { ok: false; failure: AddressFailure; errors: FieldErrors };

/** The addresses, default first; null when they could not be fetched. */
export async function listAddresses(backend: Backend, customerId: number): Promise<Address[] | null> {
  try {
    const answer = await backend.backOffice(calls.backoffice.addressList, { query: { customer_id: customerId, limit: ADDRESS_LIST_LIMIT } });
    return [...answer.AddressItems].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.id - b.id);
  } catch (error) {
    // 'An error occurred fetching addresses' instead of the whole page failing.
    console.error('fetching addresses failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** The address form's fields as the contract wants them; the country is the shop's. */
function addressInput(form: FormData): Record<string, unknown> {
  const raw = formToObject(form, ['title_id', 'state_id', 'address_id']);
  delete raw.address_id;
  const isDefault = raw.is_default === 'on';
  delete raw.is_default;
  if (raw.title_id === undefined) delete raw.title_id;
  return { ...raw, country_id: country.id, is_default: isDefault };
}

export async function saveAddress(backend: Backend, customerId: number, form: FormData): Promise<AddressSaveResult> {
  const addressId = Number(form.get('address_id'));
  const editing = Number.isInteger(addressId) && addressId > 0;
  const failure: AddressFailure = editing ? 'update' : 'add';
  const input = addressInput(form);
  const parsed = editing ? addressUpdateBodySchema.safeParse(input) : addressCreateBodySchema.safeParse({ ...input, customer_id: customerId });
  if (!parsed.success) return { ok: false, failure, errors: fieldErrors(parsed.error) };
  try {
    if (editing) {
      await backend.backOffice(calls.backoffice.addressUpdate, { params: { id: addressId }, body: parsed.data as never });
    } else {
      await backend.backOffice(calls.backoffice.addressCreate, { body: parsed.data as never });
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, failure, errors: apiProblemOf(error).errors };
  }
}

export async function deleteAddress(backend: Backend, customerId: number, addressId: number): Promise<AddressSaveResult> {
  try {
    await backend.helper(calls.helper.addressDelete, { params: { customer_id: customerId, address_id: addressId } });
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: 'delete', errors: apiProblemOf(error).errors };
  }
}

export async function setDefaultAddress(backend: Backend, addressId: number): Promise<AddressSaveResult> {
  try {
    await backend.helper(calls.helper.addressSetDefault, { params: { id: addressId } });
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: 'default', errors: apiProblemOf(error).errors };
  }
}
