import { describe, expect, it } from 'vitest';
import { calls } from '../calls.ts';
import { salesBarSettingsSchema } from '../shop/sales-bar.ts';
import { fieldsOf } from '../test-utils.ts';
import { categoryMenuResponseSchema, multiplierBulkBodySchema, productCombinationsResponseSchema } from './catalog.ts';
import { commentCreateBodySchema } from './comments.ts';
import { fieldMessages } from '../fields/messages.ts';

describe('helper calls', () => {
  it('module config feeds the sales bar settings', () => {
    const answer = calls.helper.moduleConfigI18n.response.parse({
      data: { module_active: 1, salesbar_active: '1', salesbar_message: 'Sale', salesbar_link: null },
    });
    expect(salesBarSettingsSchema.parse(answer.data).salesbar_message).toBe('Sale');
    expect(calls.helper.moduleConfigI18n.query.parse({ module: 'SalesBar', locale: 'de_DE' })).toEqual({ module: 'SalesBar', locale: 'de_DE' });
  });

  it('the category menu is a tree', () => {
    const menu = { data: [{ Id: 1, TITLE: 'Bad', URL: '/bad', product_count: 3, children: [] }] };
    expect(categoryMenuResponseSchema.parse(menu)).toEqual(menu);
  });

  it('combinations give colours with sizes and stock', () => {
    const answer = { data: [{ color: 'Weiß', image_url: null, size: [{ name: '60 cm', stock: 4, pse_id: 5531 }] }] };
    expect(productCombinationsResponseSchema.parse(answer)).toEqual(answer);
  });

  it('multiplier bulk takes a list of sale element ids', () => {
    expect(multiplierBulkBodySchema.parse({ pse_ids: [1, 2] })).toEqual({ pse_ids: [1, 2] });
    expect(multiplierBulkBodySchema.safeParse({ pse_ids: [] }).success).toBe(false);
    expect(calls.helper.multiplierBulk.query.parse({ attribute_id: '3', locale: 'de_DE' })).toEqual({ attribute_id: 3, locale: 'de_DE' });
  });

  it('a new review needs a rating from 1 to 5, a title and a text', () => {
    const review = { product_id: 1203, pse_id: 5531, customer_id: 7, rating: 5, title: 'Top', content: 'Sehr gut verarbeitet.' };
    expect(commentCreateBodySchema.parse(review)).toEqual(review);
    expect(fieldsOf(commentCreateBodySchema, { ...review, rating: 6, title: ' ' })).toEqual([
      { path: 'rating', message: fieldMessages.rating_invalid },
      { path: 'title', message: fieldMessages.required },
    ]);
  });

  it('address delete and default take ids from the path', () => {
    expect(calls.helper.addressDelete.params.parse({ customer_id: '7', address_id: '12' })).toEqual({ customer_id: 7, address_id: 12 });
    expect(calls.helper.addressSetDefault.method).toBe('PATCH');
  });

  it('delivery cost answers postage in cents', () => {
    expect(calls.helper.deliveryCost.response.parse({ data: { postage_amount: 0, postage_amount_taxed: 0, delivery_module_id: 77 } }).data.postage_amount).toBe(0);
  });
});
