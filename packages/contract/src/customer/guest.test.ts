import { describe, expect, it } from 'vitest';
import { calls } from '../calls.ts';
import { fieldMessages } from '../fields/messages.ts';
import { fieldsOf } from '../test-utils.ts';
import { guestCheckoutIdentityBodySchema } from './guest.ts';
import { newsletterConfirmBodySchema, newsletterUnsubscribeBodySchema } from './newsletter.ts';
import { changePasswordResponseSchema } from './password.ts';

const invoice = {
  label: 'Rechnung',
  firstname: 'Erika',
  lastname: 'Muster',
  street: 'Mariahilfer Straße',
  street_number: '1',
  zipcode: '1060',
  city: 'Wien',
  country_id: 13,
  state_id: 109,
  phone: '+43 664 1234567',
};

describe('guest checkout identity', () => {
  it('takes the email, the shop locale and the invoice address; the delivery address is optional', () => {
    expect(guestCheckoutIdentityBodySchema.parse({ email: 'Gast@Example.at', locale: 'de_AT', invoice_address: invoice })).toEqual({
      email: 'gast@example.at',
      locale: 'de_AT',
      invoice_address: invoice,
    });
    expect(calls.backoffice.guestCheckoutIdentity).toMatchObject({ method: 'POST', path: '/api/customer/guest', auth: 'shop' });
  });

  it('checks each address for its own country, under its own path', () => {
    expect(
      fieldsOf(guestCheckoutIdentityBodySchema, {
        email: 'gast@example.at',
        locale: 'de_AT',
        invoice_address: { ...invoice, zipcode: '10115' },
        delivery_address: { ...invoice, country_id: 5, zipcode: '10115', phone: '0170 12' },
      }),
    ).toEqual([
      { path: 'invoice_address.zipcode', message: fieldMessages.postcode_invalid },
      { path: 'delivery_address.phone', message: fieldMessages.phone_invalid },
    ]);
  });
});

describe('newsletter links and password change answer', () => {
  it('confirm needs the token; unsubscribe may carry one', () => {
    expect(newsletterConfirmBodySchema.safeParse({ token: 'short' }).success).toBe(false);
    expect(newsletterUnsubscribeBodySchema.parse({ email: 'A@b.de' })).toEqual({ email: 'a@b.de' });
    expect(newsletterUnsubscribeBodySchema.parse({ email: 'a@b.de', token: 't'.repeat(43) }).token).toHaveLength(43);
    expect(calls.backoffice.newsletterConfirm.path).toBe('/api/newsletter/confirm');
  });

  it('a password change may answer with the fresh session', () => {
    expect(changePasswordResponseSchema.parse({ status_code: 200 })).toEqual({ status_code: 200 });
    expect(changePasswordResponseSchema.safeParse({ status_code: 200, data: { token: '' } }).success).toBe(false);
  });
});
