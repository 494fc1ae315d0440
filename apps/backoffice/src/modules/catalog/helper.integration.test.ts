import { calls, errorBodySchema, isSalesBarVisible, localeConfigSchema, salesBarSettingsSchema } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

describe.each(databaseKinds)('helper-service calls on %s', (kind) => {
  let shop: TestBackOffice;
  const get = async (path: string) => {
    const answer = await call(`${shop.helperUrl}/api${path}`, { headers: shop.guest });
    return answer;
  };
  const ok = async (path: string) => {
    const answer = await get(path);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
    return answer.body;
  };
  const db = () => shop.backOffice.deps.db;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind);
  });
  afterAll(async () => {
    await shop?.close();
  });

  describe('configuration', () => {
    it('answers each shop its locale config with the VAT in force today', async () => {
      const expected = { de_DE: [5, '19% Ust.', 'EUR'], de_AT: [13, '20% Ust.', 'EUR'], ro_RO: [146, '21% TVA', 'RON'] } as const;
      for (const [locale, [countryId, taxTitle, currency]] of Object.entries(expected)) {
        const { data } = calls.helper.localeConfig.response.parse(await ok(`/locale_config/custom_attribute/?locale=${locale}`));
        expect(localeConfigSchema.parse(data)).toMatchObject({ country_id: countryId, tax_title: taxTitle, currency_code: currency });
      }
    });

    it('gives banners the full address of the back office that serves them', async () => {
      const { data } = calls.helper.localeConfig.response.parse(await ok('/locale_config/custom_attribute/?locale=de_DE'));
      const banner = data.banners?.[0];
      expect(banner?.image_url.startsWith(shop.apiUrl)).toBe(true);
      const image = await fetch(banner?.image_url ?? '');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    });

    it('falls back to Austria for an unknown locale', async () => {
      const { data } = calls.helper.localeConfig.response.parse(await ok('/locale_config/custom_attribute/?locale=fr_FR'));
      expect(data.country_id).toBe(13);
    });

    it('answers the sales bar in the shop language', async () => {
      const de = calls.helper.moduleConfigI18n.response.parse(await ok('/module_config_i18n/custom_attribute?module=SalesBar&locale=de_DE'));
      const ro = calls.helper.moduleConfigI18n.response.parse(await ok('/module_config_i18n/custom_attribute?module=SalesBar&locale=ro_RO'));
      expect(isSalesBarVisible(salesBarSettingsSchema.parse(de.data))).toBe(true);
      expect(de.data.salesbar_message).not.toBe(ro.data.salesbar_message);
      // Each shop promises the free-shipping threshold it applies: 49 € in Germany, 79 € in Austria.
      const at = calls.helper.moduleConfigI18n.response.parse(await ok('/module_config_i18n/custom_attribute?module=SalesBar&locale=de_AT'));
      expect(de.data.salesbar_message).toContain('49');
      expect(at.data.salesbar_message).toContain('79');
      expect(at.data.salesbar_link).toBe(de.data.salesbar_link);
      expect((await get('/module_config_i18n/custom_attribute?module=NoSuchModule&locale=de_DE')).status).toBe(404);
    });

    it('answers system variables, all or one', async () => {
      const all = calls.helper.systemConfig.response.parse(await ok('/system_config/custom_attribute/')).data;
      expect(all.length).toBeGreaterThan(0);
      const name = all[0]?.name ?? '';
      const one = calls.helper.systemConfig.response.parse(await ok(`/system_config/custom_attribute/?variable_name=${name}`)).data;
      expect(one).toEqual([all[0]]);
    });

    it('answers store info and the tag manager id per shop', async () => {
      const info = calls.helper.storeInfo.response.parse(await ok('/store_info?locale=ro_RO')).data;
      expect(info.store_phone).toMatch(/\d/);
      const gtm = calls.helper.googleTagManager.response.parse(await ok('/google_tag_manager?locale=de_DE'));
      expect(gtm.googletagmanager_trackingcode).toMatch(/^GTM-/);
    });
  });

  describe('content', () => {
    it('answers a content page per locale, and the pages of a folder', async () => {
      const content = await db().selectFrom('content').select(['id', 'folder_id']).executeTakeFirstOrThrow();
      const de = calls.helper.content.response.parse(await ok(`/content/custom_attribute/?content_id=${content.id}&locale=de_DE`)).data;
      const ro = calls.helper.content.response.parse(await ok(`/content/custom_attribute/?content_id=${content.id}&locale=ro_RO`)).data;
      expect(de.title).not.toBe(ro.title);
      expect(de.description.length).toBeGreaterThan(50);
      const folder = calls.helper.contentFolder.response.parse(await ok(`/content_folder?folder_id=${content.folder_id}&locale=de_AT`)).data;
      expect(folder.map((c) => c.id)).toContain(content.id);
    });

    it('keeps the brand and category of a listing content in its postscriptum', async () => {
      const rows = await db().selectFrom('content_i18n').select(['content_id', 'postscriptum']).where('postscriptum', 'like', '%brand_id%').execute();
      expect(rows.length).toBeGreaterThan(0);
    });
  });

  describe('categories and brands', () => {
    it('builds the menu from visible categories with products, three levels deep', async () => {
      const menu = calls.helper.categoryMenu.response.parse(await ok('/category_menu/custom_attribute?locale=de_DE')).data;
      expect(menu.length).toBeGreaterThan(3);
      const depth = (nodes: typeof menu): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children))));
      expect(depth(menu)).toBe(3);
      const everyNode = (nodes: typeof menu): boolean => nodes.every((n) => n.product_count > 0 && everyNode(n.children));
      expect(everyNode(menu)).toBe(true);
    });

    it('answers one category, its children and their counts', async () => {
      const menu = calls.helper.categoryMenu.response.parse(await ok('/category_menu/custom_attribute?locale=de_DE')).data;
      const top = menu[0];
      if (!top) throw new Error('menu is empty');
      const category = calls.helper.category.response.parse(await ok(`/category/?category_id=${top.Id}&visible=1&locale=de_DE`)).data;
      expect(category).toMatchObject({ ID: top.Id, TITLE: top.TITLE, product_count: top.product_count });
      const children = calls.helper.categoryChildren.response.parse(await ok(`/category_children?category_id=${top.Id}&locale=de_DE`)).data;
      expect(children.map((c) => c.PARENT)).toEqual(children.map(() => top.Id));
      const counts = calls.helper.categoryCountChildren.response.parse(await ok(`/category_count/children?category_id=${top.Id}`)).data;
      expect(counts.map((c) => c.category_id).sort()).toEqual(children.map((c) => c.ID).sort());
      const all = calls.helper.categoryCount.response.parse(await ok('/category_count/custom_attribute/')).data;
      expect(all.find((c) => c.category_id === top.Id)?.product_count).toBe(top.product_count);
    });

    it('counts a brand within a category', async () => {
      const menu = calls.helper.categoryMenu.response.parse(await ok('/category_menu/custom_attribute?locale=de_DE')).data;
      const top = menu[0];
      if (!top) throw new Error('menu is empty');
      const brands = calls.helper.brandList.response.parse(await ok(`/brand_list?locale=de_DE&category_id=${top.Id}`)).data;
      expect(brands.length).toBeGreaterThan(0);
      const brand = brands[0];
      if (!brand) throw new Error('no brand');
      const single = calls.helper.categoryCountSingle.response.parse(await ok(`/category_count/single/${top.Id}?brand_id=${brand.brand_id}`)).data;
      expect(single.product_count).toBeGreaterThan(0);
      expect(single.product_count).toBeLessThanOrEqual(top.product_count);
    });

    it('answers the 25 brands, one brand and its product count', async () => {
      const brands = calls.helper.brandList.response.parse(await ok('/brand_list?locale=de_AT')).data;
      expect(brands).toHaveLength(25);
      const first = brands[0];
      if (!first) throw new Error('no brand');
      const one = calls.helper.brand.response.parse(await ok(`/brands/${first.brand_id}/de_AT`)).data;
      expect(one.brand_title).toBe(first.brand_title);
      const count = calls.helper.brandCount.response.parse(await ok(`/brand_count/${first.brand_id}`)).data;
      expect(count.product_count).toBeGreaterThan(0);
      const perCategory = calls.helper.brandCategoryCount.response.parse(await ok(`/brand_category_count?brand_id=${first.brand_id}`)).data;
      expect(perCategory.every((row) => row.brand_id === first.brand_id && row.product_count > 0)).toBe(true);
    });
  });

  describe('products', () => {
    it('answers delivery times for products and sale elements', async () => {
      const pse = await db().selectFrom('product_sale_element').select(['id', 'product_id']).executeTakeFirstOrThrow();
      const product = calls.helper.productDelays.response.parse(await ok(`/product_delays/custom_attribute/${pse.product_id}`)).data;
      const element = calls.helper.deliveryDelayPse.response.parse(await ok(`/delivery_delay_pse/${pse.id}`)).data;
      expect(product.product_id).toBe(pse.product_id);
      expect(element.pse_id).toBe(pse.id);
      const delays = await db().selectFrom('product_delay').select('code').execute();
      expect(delays.map((d) => d.code).sort()).toEqual(['on_request', 'weeks_2_3', 'workdays_1_2', 'workdays_7_9'].sort());
    });

    it('answers the quantity step of tiles sold by the box', async () => {
      const tile = await db().selectFrom('product_sale_element').select(['id', 'quantity_step']).where('quantity_step', '>', 1).executeTakeFirstOrThrow();
      const plain = await db().selectFrom('product_sale_element').select('id').where('quantity_step', '=', 1).executeTakeFirstOrThrow();
      const one = calls.helper.multiplier.response.parse(await ok(`/multiplier/?locale=de_DE&attribute_id=1&pse_id=${tile.id}`)).data;
      expect(one.multiplier).toBe(tile.quantity_step);
      const bulk = await call(`${shop.helperUrl}/api/multiplier/bulk/?attribute_id=1&locale=de_DE`, {
        headers: shop.guest,
        body: { pse_ids: [tile.id, plain.id] },
      });
      expect(calls.helper.multiplierBulk.response.parse(bulk.body).data).toEqual([
        { pse_id: tile.id, multiplier: tile.quantity_step },
        { pse_id: plain.id, multiplier: 1 },
      ]);
    });

    it('answers colours with their sizes and stock', async () => {
      const product = await db()
        .selectFrom('product_sale_element')
        .select((eb) => ['product_id', eb.fn.countAll<number>().as('n')])
        .groupBy('product_id')
        .having((eb) => eb.fn.countAll(), '>', 2)
        .executeTakeFirstOrThrow();
      const data = calls.helper.productCombinations.response.parse(await ok(`/products/combinations/${product.product_id}/de_DE`)).data;
      expect(data.flatMap((c) => c.size)).toHaveLength(Number(product.n));
      expect((await get('/products/combinations/99999999/de_DE')).status).toBe(404);
    });

    it('answers the badge keywords with their colours', async () => {
      const data = calls.helper.productAssociatedKeywords.response.parse(await ok('/product-associated-keywords?group_code=badge&locale=ro_RO')).data;
      expect(data.length).toBeGreaterThan(1);
      expect(data.every((k) => /^#[0-9a-f]{6}$/i.test(k.color))).toBe(true);
    });

    it('answers the home page selection, accessories and recommendations as priced products', async () => {
      const selection = await db().selectFrom('selection').select('id').executeTakeFirstOrThrow();
      const chosen = calls.helper.selectionProduct.response.parse(await ok(`/selection_product/${selection.id}/ro_RO`)).data;
      expect(chosen.products.length).toBeGreaterThan(0);
      expect(chosen.products.every((p) => p.tax_rate === 21)).toBe(true);

      const accessory = await db().selectFrom('accessory').select('product_id').executeTakeFirstOrThrow();
      const accessories = calls.helper.accessoryProduct.response.parse(await ok(`/accessory_product/${accessory.product_id}?locale=de_DE`)).data;
      expect(accessories.length).toBeGreaterThan(0);

      const item = await db().selectFrom('recommendation').select('source_id').where('kind', '=', 'item').executeTakeFirstOrThrow();
      const forItem = calls.helper.recommendationItem.response.parse(await ok(`/recommendation/item-data?product_id=${item.source_id}&locale=de_DE&limit=4`)).data;
      expect(forItem.length).toBeGreaterThan(0);
      expect(forItem.length).toBeLessThanOrEqual(4);
      const best = calls.helper.recommendationBestseller.response.parse(await ok('/recommendation/bestseller-data?locale=de_AT')).data;
      expect(best.length).toBeGreaterThan(0);
    });

    it('resolves a URL through search_url like the rewriting lookup', async () => {
      const answer = await call(`${shop.helperUrl}/api/search_url/`, {
        headers: shop.guest,
        body: { view_locale: 'de_AT', view_url: 'agb.html' },
      });
      expect(answer.status).toBe(200);
      expect(calls.helper.searchUrl.response.parse(answer.body).view).toBe('content');
    });

    it('answers stock per fulfilment centre, and the pickup points', async () => {
      const stock = await db().selectFrom('pse_stock').select(['pse_id']).where('quantity', '>', 0).executeTakeFirstOrThrow();
      const centres = calls.helper.fulfilmentCenter.response.parse(await ok(`/fulfilment_center/?search_pse=${stock.pse_id}`)).data;
      expect(centres.some((c) => c.stock > 0)).toBe(true);
      const perCentre = calls.helper.fulfilmentCenterStock.response.parse(await ok(`/fulfilment_center_stock/${stock.pse_id}`)).data;
      expect(perCentre.length).toBe(centres.length);
      const pickup = calls.helper.localPickup.response.parse(await ok('/local_pickup/')).data;
      expect(new Set(pickup.map((p) => p.country_id))).toEqual(new Set([5, 13, 146]));
    });
  });

  it('answers bad input with the field that is wrong', async () => {
    const answer = await get('/locale_config/custom_attribute/?locale=german');
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error.fields?.[0]?.path).toBe('locale');
  });
});
