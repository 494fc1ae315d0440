/** The route table types both sides: client input types and handler output types come from the schemas. */
import { describe, expectTypeOf, it } from 'vitest';
import type { CallBody, CallParams, CallQuery, CallResponse, ParsedQuery } from './call.ts';
import { calls } from './calls.ts';

describe('call types', () => {
  it('body, query, params and response types follow the schemas', () => {
    type CartAdd = typeof calls.backoffice.cartAdd;
    expectTypeOf<CallBody<CartAdd>['thelia_cart_add']['quantity']>().toEqualTypeOf<number>();
    expectTypeOf<CallResponse<CartAdd>['data']['cartItemId']>().toEqualTypeOf<number>();

    type ProductList = typeof calls.backoffice.productList;
    expectTypeOf<CallQuery<ProductList>['limit']>().toEqualTypeOf<string | number | undefined>();
    expectTypeOf<ParsedQuery<ProductList>['limit']>().toEqualTypeOf<number>();
    expectTypeOf<ParsedQuery<ProductList>['order']>().toEqualTypeOf<
      'sales_view_quantity' | 'min_price' | 'max_price' | 'alpha' | 'alpha_reverse' | 'created' | 'created_reverse'
    >();

    expectTypeOf<CallParams<typeof calls.helper.brand>>().toEqualTypeOf<{ id: string | number; locale: string }>();
    expectTypeOf<CallBody<typeof calls.helper.brand>>().toEqualTypeOf<never>();
    expectTypeOf(calls.backoffice.cartAdd.method).toEqualTypeOf<'POST'>();
    expectTypeOf(calls.backoffice.cartAdd.path).toEqualTypeOf<'/api/cart/add'>();
  });
});
