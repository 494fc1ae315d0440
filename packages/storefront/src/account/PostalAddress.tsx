import type { z } from 'zod';
import type { postalAddressSchema } from '@shop/contract';

type Postal = z.infer<typeof postalAddressSchema> & { country_title?: string; state_title?: string | null };

/** A postal address as lines, the way it goes on a parcel. */
export function PostalAddress({ address }: { address: Postal }) {
  return (
    <address>
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {address.firstname} {address.lastname}
      <br />
      {address.street} {address.street_number}
      {address.address_extra ? (
        <>
          <br />
          {address.address_extra}
        </>
      ) : null}
      <br />
      {address.zipcode} {address.city}
      {address.country_title ? (
        <>
          <br />
          {[address.state_title, address.country_title].filter(Boolean).join(', ')}
        </>
      ) : null}
      {address.phone ? (
        <>
          <br />
          {address.phone}
        </>
      ) : null}
    </address>
  );
}
