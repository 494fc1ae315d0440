// An order's copy of an address as staff set it right (an invoice correction, a delivery address
// before shipping): empty optional fields stored as null.
import type { InvoiceAddressFields } from './order-admin-repository.ts';

type TypedAddress = { company?: string | null | undefined; firstname: string; lastname: string; street: string; street_number: string; address_extra?: string | null | undefined; zipcode: string; city: string };

export function orderAddressFields(address: TypedAddress): InvoiceAddressFields {
  return {
    company: address.company || null,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    street_number: address.street_number,
    address_extra: address.address_extra || null,
    zipcode: address.zipcode,
    city: address.city,
  };
}
