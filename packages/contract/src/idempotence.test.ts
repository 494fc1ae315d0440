/**
 * Request schemas may normalise, but their output must parse again to itself: a form parses, the
 * client sends the output, the server parses once more.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartAddBodySchema } from './cart/cart.ts';
import { productListQuerySchema } from './catalog/product.ts';
import { addressCreateBodySchema } from './customer/address.ts';
import { registerBodySchema } from './customer/auth.ts';
import { emailSchema } from './fields/email.ts';
import { personNameSchema } from './fields/names.ts';
import { vatIdSchemaFor } from './fields/vat.ts';
import { productSearchQuerySchema } from './search/search.ts';

describe('request schemas are idempotent', () => {
  const cases: [string, { parse: (value: unknown) => unknown }, unknown][] = [
    ['cart add', cartAddBodySchema, { thelia_cart_add: { append: false, product: 1, product_sale_elements_id: 2, quantity: 3 } }],
    ['product list query', productListQuerySchema, { limit: '10', category: '4' }],
    ['product search query', productSearchQuerySchema, { q: ' wasch ', offset: '6' }],
    [
      'address create',
      addressCreateBodySchema,
      {
        customer_id: 7,
        label: ' Home ',
        firstname: ' Ana ',
        lastname: 'Pop',
        street: 'Strada Lipscani',
        street_number: '5',
        zipcode: ' 030031 ',
        city: 'București',
        country_id: 146,
        state_id: 40,
        phone: ' 0721 123 456 ',
      },
    ],
    [
      'registration',
      registerBodySchema,
      {
        title_id: 3,
        firstname: 'Hans',
        lastname: 'Huber',
        company: 'Huber GmbH',
        vat_id: 'de 136 695 976',
        email: 'HANS@huber.de',
        email_confirm: 'hans@huber.de',
        password: 'abcd1234',
        password_confirm: 'abcd1234',
        locale: 'de_DE',
        address: {
          label: 'Firma',
          firstname: 'Hans',
          lastname: 'Huber',
          street: 'Marienplatz',
          street_number: '1',
          zipcode: '80331',
          city: 'München',
          country_id: 5,
          state_id: 2,
          phone: '089 1234567',
        },
      },
    ],
  ];

  it.each(cases)('%s', (_name, schema, input) => {
    const once = schema.parse(input);
    expect(schema.parse(once)).toEqual(once);
  });

  it('names, emails and VAT ids, for any input that parses', () => {
    const deVat = vatIdSchemaFor('DE');
    fc.assert(
      fc.property(fc.string(), (value) => {
        for (const schema of [personNameSchema, emailSchema, deVat]) {
          const once = schema.safeParse(value);
          if (once.success) expect(schema.parse(once.data)).toBe(once.data);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100_000_000, max: 999_999_999 }), fc.constantFrom('', 'de', 'DE ', ' de-'), (digits, prefix) => {
        const once = deVat.safeParse(`${prefix}${digits}`);
        if (once.success) expect(deVat.parse(once.data)).toBe(once.data);
      }),
    );
  });
});
