import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { pathParamNames, type CallDef } from './call.ts';
import { calls, payCallsByCode } from './calls.ts';
import { paymentCodes } from './checkout/payment.ts';

const entries = Object.entries(calls).flatMap(([service, group]) =>
  Object.entries(group as Record<string, CallDef>).map(([name, call]) => ({ service, name, call })),
);

describe('route table', () => {
  it('has the agreed names', () => {
    expect(calls.backoffice.cartAdd.path).toBe('/api/cart/add');
    expect(calls.helper.localeConfig.path).toBe('/api/locale_config/custom_attribute');
    expect(calls.search.products.path).toBe('/indexes/:index/search');
    expect(calls.thirdParty.reviewBadge.method).toBe('GET');
  });

  it.each(entries.map((entry) => [`${entry.service}.${entry.name}`, entry.call] as const))(
    '%s: params schema matches the path, GET/DELETE carry no body',
    (_name, call) => {
      const names = pathParamNames(call.path);
      if (names.length === 0) {
        expect(call.params).toBeUndefined();
      } else {
        expect(call.params).toBeInstanceOf(z.ZodObject);
        expect(Object.keys((call.params as z.ZodObject).shape).sort()).toEqual([...names].sort());
      }
      if (call.method === 'GET' || call.method === 'DELETE') expect(call.body).toBeUndefined();
      expect(call.path.startsWith('/')).toBe(true);
      expect(call.path.length === 1 || !call.path.endsWith('/')).toBe(true);
    },
  );

  it.each(entries.map((entry) => [`${entry.service}.${entry.name}`, entry.call] as const))(
    '%s: the response schema does not transform (the server and the client use it alike)',
    (_name, call) => {
      expect(() => z.toJSONSchema(call.response)).not.toThrow();
    },
  );

  it('the no-transform check above would catch a transform', () => {
    expect(() => z.toJSONSchema(z.object({ total: z.string().transform(Number) }))).toThrow();
  });

  it('back office and helper paths live under /api and each method + path is one route', () => {
    for (const service of ['backoffice', 'helper'] as const) {
      const group = Object.values(calls[service]) as CallDef[];
      for (const call of group) expect(call.path.startsWith('/api/')).toBe(true);
      const routes = group.map((call) => `${call.method} ${call.path}`);
      expect(new Set(routes).size).toBe(routes.length);
    }
  });

  it('covers every back-office call of spec section 7', () => {
    const routes = new Set((Object.values(calls.backoffice) as CallDef[]).map((call) => `${call.method} ${call.path}`));
    const expected = [
      'POST /api/cart/add',
      'POST /api/cart/update',
      'POST /api/cart/delete',
      'POST /api/cart/clear',
      'POST /api/cart/get',
      'POST /api/cart/assignCustomer',
      ...paymentCodes.map((code) => `POST /api/${code}/pay`),
      'POST /api/paypal/accept',
      'POST /api/paypal/cancel',
      'POST /api/order/cancel',
      'POST /api/localpickup/order',
      'POST /api/localPickupAddress/order',
      'POST /api/customdelivery/postage',
      'GET /api/ExternalOrderApi/order/:id',
      'GET /api/ExternalOrderApi/order',
      'GET /api/ExternalOrderApi/order_product',
      'GET /api/ExternalOrderApi/getActivePaymentMethods/:cart',
      'GET /api/ExternalOrderApi/getActiveDelivery/:cart',
      'POST /api/ExternalOrderApi/getQrCode',
      'POST /api/ExternalOrderApi/insertCoupon',
      'POST /api/changePassword',
      'GET /api/ExternalOrderApi/customer',
      'GET /api/ExternalOrderApi/address',
      'POST /api/ExternalOrderApi/address',
      'PUT /api/ExternalOrderApi/address/:id',
      'GET /api/ExternalOrderApi/county/:countryId',
      'GET /api/ExternalOrderApi/features/product/:productId/:langCode',
      'GET /api/products/:id',
      'GET /api/products',
      'GET /api/products_list',
      'GET /api/get_pse/:pse',
      'GET /api/categories/:categoryId',
      'GET /api/ConfigApi',
      'GET /api/rewriting',
      'POST /api/refreshToken',
    ];
    for (const route of expected) expect(routes, route).toContain(route);
  });

  it("covers every helper call of spec section 7's helper list", () => {
    const routes = new Set((Object.values(calls.helper) as CallDef[]).map((call) => `${call.method} ${call.path}`));
    const expected = [
      'GET /api/module_config_i18n/custom_attribute',
      'GET /api/locale_config/custom_attribute',
      'GET /api/system_config/custom_attribute',
      'GET /api/content/custom_attribute',
      'GET /api/category',
      'GET /api/category_count/custom_attribute',
      'GET /api/category_menu/custom_attribute',
      'GET /api/product_delays/custom_attribute/:id',
      'GET /api/content_folder',
      'GET /api/category_children',
      'GET /api/google_tag_manager',
      'GET /api/multiplier',
      'POST /api/multiplier/bulk',
      'GET /api/products/combinations/:product_id/:locale',
      'GET /api/comments/:id',
      'GET /api/comments/rights/:pse/:customer',
      'GET /api/fulfilment_center',
      'GET /api/fulfilment_center_stock/:id',
      'GET /api/order_local_pickup',
      'GET /api/local_pickup',
      'GET /api/product-associated-keywords',
      'GET /api/selection_product/:id/:locale',
      'GET /api/recommendation/item-data',
      'GET /api/recommendation/category-data',
      'GET /api/recommendation/bestseller-data',
      'POST /api/search_url',
      'GET /api/category_count/single/:id',
      'GET /api/brand_list',
      'GET /api/brands/:id/:locale',
      'GET /api/brand_count/:id',
      'GET /api/brand_category_count',
      'GET /api/category_count/children',
      'GET /api/accessory_product/:id',
      'GET /api/delivery_delay_pse/:id',
      'DELETE /api/:customer_id/addresses/:address_id',
      'PATCH /api/address/:id/set-default',
      'GET /api/store_info',
      'GET /api/delivery_cost',
    ];
    for (const route of expected) expect(routes, route).toContain(route);
  });

  it('has a pay call for every payment code', () => {
    for (const code of paymentCodes) expect(payCallsByCode[code].path).toBe(`/api/${code}/pay`);
  });
});
