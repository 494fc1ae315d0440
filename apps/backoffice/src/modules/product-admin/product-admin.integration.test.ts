import { calls, fieldMessages } from '@shop/contract';
import { ADMIN_CSRF_HEADER, adminCalls, productAdminMessages, type PriceChangeInput } from '@shop/contract/admin';
import { grossFromNet } from '@shop/pricing-vat';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf, fieldsOf } from '../customer/testing.ts';
import { dayIn } from '../shop/index.ts';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { call, databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';
import { rowsOffTheLedger } from '../stock/index.ts';
import { applyDuePrices } from './index.ts';

const { list, detail, update, updateVariant, changePrices, cancelScheduledPrice, uploadImage, saveImages, uploadDocument, saveDocuments, saveFeatures, saveAccessories } = adminCalls.products;
const DE = 5;
const DAY = 86_400_000;

/** A small real PDF with one line of text. */
function pdfWith(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.text(text);
    pdf.end();
  });
}

/** The value, failing the test where it is missing. */
function present<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing: ${what}`);
  return value;
}

describe.each(databaseKinds)('the admin’s products on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;
  let other: StaffClient;
  // The back office's clock: moved forward to see a later day's price take effect.
  let clock = new Date();

  const db = () => shop.backOffice.deps.db;
  const path = (template: string, id: number, pseId?: number) => template.replace(':id', String(id)).replace(':pse_id', String(pseId ?? 0));
  const listed = async (query: string) => {
    const answer = await staff.call(`${list.path}?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return list.response.parse(answer.body);
  };
  const product = async (id: number) => detail.response.parse((await staff.call(path(detail.path, id))).body).data;
  /** The product's first variant and its German price. */
  const firstVariant = async (id: number) => present((await product(id)).variants[0], 'variant');
  const germanPrice = async (id: number) => present((await firstVariant(id)).prices.find((price) => price.country_id === DE), 'German price');
  /** The product as the German shop shows it. */
  const inShop = async (id: number) => {
    const answer = await call(`${shop.apiUrl}${calls.backoffice.product.path.replace(':id', String(id))}?country_id=${DE}`, { headers: shop.guest });
    return { status: answer.status, product: answer.status === 200 ? calls.backoffice.product.response.parse(answer.body)[0] : undefined };
  };
  const auditOf = (id: number, action: string) =>
    db().selectFrom('audit_log').select(['actor_email', 'before_json', 'after_json']).where('entity', '=', 'product').where('entity_id', '=', String(id)).where('action', '=', action).orderBy('id').execute();
  // Days as the German shop counts them (after 23:00 UTC it is already tomorrow in Berlin).
  const berlinDay = (at: Date) => dayIn('Europe/Berlin', at);
  const today = () => berlinDay(clock);

  /** A visible product not on promotion, with its DE history set to: 120,00 net 40 days ago, 90,00 net 20 days ago (current). */
  const productWithHistory = async (skip: number) => {
    const row = await db()
      .selectFrom('product as p')
      .innerJoin('product_sale_element as v', (join) => join.onRef('v.product_id', '=', 'p.id').on('v.is_default', '=', 1))
      .innerJoin('pse_price as price', (join) => join.onRef('price.pse_id', '=', 'v.id').on('price.country_id', '=', DE))
      .select(['p.id', 'v.id as pse_id'])
      .where('p.visible', '=', 1)
      .where('price.is_promo', '=', 0)
      .where('p.price_on_request', '=', 0)
      .orderBy('p.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db().deleteFrom('price_history').where('pse_id', '=', row.pse_id).where('country_id', '=', DE).execute();
    await db()
      .insertInto('price_history')
      .values([
        { pse_id: row.pse_id, country_id: DE, price_cents: 12_000, valid_from: new Date(clock.getTime() - 40 * DAY).toISOString() },
        { pse_id: row.pse_id, country_id: DE, price_cents: 9_000, valid_from: new Date(clock.getTime() - 20 * DAY).toISOString() },
      ])
      .execute();
    await db().updateTable('pse_price').set({ price_cents: 9_000, promo_price_cents: null, is_promo: 0, list_price_cents: null }).where('pse_id', '=', row.pse_id).where('country_id', '=', DE).execute();
    return { id: row.id, pseId: row.pse_id };
  };
  const priceChange = (pseId: number, change: Partial<PriceChangeInput> = {}): PriceChangeInput => ({
    pse_id: pseId,
    country_id: DE,
    price_cents: 12_000,
    promo_price_cents: 9_500,
    list_price_cents: null,
    valid_from: today(),
    expected: { price_cents: 9_000, promo_price_cents: null },
    ...change,
  });
  const savePrices = (who: StaffClient, id: number, changes: PriceChangeInput[]) => who.call(path(changePrices.path, id), { method: 'POST', body: { changes } });

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 40, now: () => clock });
    [staff, other] = await Promise.all([newStaffMember(shop, 'staff', 'catalog-a'), newStaffMember(shop, 'staff', 'catalog-b')]);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('searches by title, reference and EAN, filters by brand, category, stock and state, and pages', async () => {
    const first = await db()
      .selectFrom('product as p')
      .innerJoin('product_sale_element as v', 'v.product_id', 'p.id')
      .innerJoin('product_i18n as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', 'de'))
      .select(['p.id', 'p.ref', 'p.brand_id', 'p.default_category_id', 'v.ean', 'v.id as pse_id', 't.title'])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    expect((await listed(`q=${encodeURIComponent(first.ref.toLowerCase())}`)).data.map((row) => row.id)).toContain(first.id);
    expect((await listed(`q=${first.ean}`)).data.map((row) => row.id)).toEqual([first.id]);
    const byTitle = await listed(`q=${encodeURIComponent(first.title.toUpperCase())}`);
    expect(byTitle.data.find((row) => row.id === first.id)).toMatchObject({ title: first.title, active: true });

    const all = await listed('per_page=100');
    expect(all.total).toBe(40);
    const paged = await listed('per_page=15&page=3');
    expect(paged).toMatchObject({ total: 40, page: 3, per_page: 15 });
    expect(paged.data).toHaveLength(10);

    if (first.brand_id !== null) {
      const byBrand = await listed(`brand_id=${first.brand_id}&per_page=100`);
      expect(byBrand.data.map((row) => row.id)).toContain(first.id);
      expect(byBrand.total).toBeLessThan(all.total + 1);
    }
    expect((await listed(`category_id=${first.default_category_id}&per_page=100`)).data.map((row) => row.id)).toContain(first.id);

    // Sold out everywhere: listed under "out of stock" only.
    await db().updateTable('pse_stock').set({ quantity: 0 }).where('pse_id', 'in', db().selectFrom('product_sale_element').select('id').where('product_id', '=', first.id)).execute();
    expect((await listed('stock=out&per_page=100')).data.map((row) => row.id)).toContain(first.id);
    expect((await listed('stock=in&per_page=100')).data.map((row) => row.id)).not.toContain(first.id);
    expect((await listed('stock=out&per_page=100')).data.find((row) => row.id === first.id)?.stock).toBe(0);

    const bad = await staff.call(`${list.path}?stock=some&active=yes`);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).map((field) => field.path).sort()).toEqual(['active', 'stock']);
  });

  it('saves texts, brand and categories (with their ancestors), hides a product from the shop, and refuses a save from an outdated form', async () => {
    const { id } = await productWithHistory(1);
    const before = await product(id);
    const tree = before.choices.categories;
    // A category without children, away from the default one: filed under it, the product is also linked to its parent.
    const leaf = present(
      tree.find((category, index) => category.depth >= 1 && (tree[index + 1]?.depth ?? 0) <= category.depth && category.id !== before.default_category_id),
      'leaf category',
    );
    const parent = present(tree.findLast((category, index) => index < tree.indexOf(leaf) && category.depth === leaf.depth - 1), 'parent category');
    const body = {
      updated_at: before.updated_at,
      active: false,
      brand_id: present(before.choices.brands[0], 'brand').id,
      default_category_id: before.default_category_id,
      category_ids: [before.default_category_id, leaf.id],
      texts: {
        de: { title: 'Waschtisch Alba 80', chapo: 'Kurz', description: '<p>Lang</p>', meta_title: 'Alba 80 kaufen', meta_description: 'Waschtisch Alba' },
        ro: { title: 'Lavoar Alba 80', chapo: 'Scurt', description: '<p>Lung</p>', meta_title: '', meta_description: '' },
      },
    };
    const saved = await staff.call(path(update.path, id), { method: 'PUT', body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await product(id);
    expect(after).toMatchObject({ active: false, brand_id: body.brand_id, texts: body.texts });
    expect(after.category_ids).toContain(leaf.id);
    const links = await db().selectFrom('product_category').select('category_id').where('product_id', '=', id).execute();
    expect(links.map((row) => row.category_id)).toContain(parent.id);

    expect((await inShop(id)).status).toBe(410);
    expect(await auditOf(id, 'product.update')).toHaveLength(1);

    // The other editor still holds the version before: refused, nothing changes.
    const stale = await other.call(path(update.path, id), { method: 'PUT', body: { ...body, active: true } });
    expect(stale.status).toBe(409);
    expect(errorCodeOf(stale)).toBe('product_changed');
    expect((await product(id)).active).toBe(false);

    const shown = await staff.call(path(update.path, id), { method: 'PUT', body: { ...body, updated_at: after.updated_at, active: true } });
    expect(shown.status).toBe(200);
    expect((await inShop(id)).product).toMatchObject({ TITLE: 'Waschtisch Alba 80', meta_title: 'Alba 80 kaufen', meta_description: 'Waschtisch Alba' });
    // The description is HTML cleaned on the way in (security round three): a script, an event
    // handler and a javascript: link never reach the database, the API or the exports.
    const current = await product(id);
    const hostile = '<p onclick="steal()">Lang<script>alert(1)</script><img src="https://img.example/a.png" onerror="alert(2)"> <a href="javascript:alert(3)">mehr</a></p>';
    const cleaned = await staff.call(path(update.path, id), { method: 'PUT', body: { ...body, updated_at: current.updated_at, texts: { ...body.texts, de: { ...body.texts.de, description: hostile } } } });
    expect(cleaned.status, JSON.stringify(cleaned.body)).toBe(200);
    const stored = await db().selectFrom('product_i18n').select('description').where('product_id', '=', id).where('lang', '=', 'de').executeTakeFirstOrThrow();
    expect(stored.description).toBe('<p>Lang<img src="https://img.example/a.png" /> <a>mehr</a></p>');
  });

  it('changes a price from today: the shop shows the new price, the reduction and the lowest price of the 30 days before it', async () => {
    const { id, pseId } = await productWithHistory(2);
    const vat = (await germanPrice(id)).vat_rate;
    const answer = await savePrices(staff, id, [priceChange(pseId, { list_price_cents: 14_000 })]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(changePrices.response.parse(answer.body).data).toEqual({ applied: 1, scheduled: 0 });

    const { product: shown } = await inShop(id);
    expect(shown).toMatchObject({
      PRICE: 12_000,
      PROMO_PRICE: 9_500,
      IS_PROMO: true,
      TAXED_PRICE: grossFromNet(12_000, vat),
      BEST_TAXED_PRICE: grossFromNet(9_500, vat),
      // The list price the shop strikes through.
      listen_price: grossFromNet(14_000, vat),
    });
    // 90,00 was asked in the 30 days before the reduction (120,00 before that does not count).
    expect(shown?.lowest_price_30_days).toBe(grossFromNet(9_000, vat));
    const history = await db().selectFrom('price_history').select(['price_cents', 'valid_from']).where('pse_id', '=', pseId).where('country_id', '=', DE).orderBy('valid_from').execute();
    expect(history.map((row) => row.price_cents)).toEqual([12_000, 9_000, 9_500]);
    expect(history[2]?.valid_from).toBe(clock.toISOString());
    const audited = present((await auditOf(id, 'product.prices'))[0], 'audit line');
    expect(JSON.parse(audited.before_json ?? 'null')).toEqual([{ pse_id: pseId, country_id: DE, price_cents: 9_000, promo_price_cents: null, list_price_cents: null }]);
    expect(JSON.parse(audited.after_json ?? 'null')).toEqual([{ pse_id: pseId, country_id: DE, price_cents: 12_000, promo_price_cents: 9_500, list_price_cents: 14_000, valid_from: clock.toISOString() }]);

    // The same price again is no new history line: the reduction still began when it began.
    const again = await savePrices(staff, id, [priceChange(pseId, { list_price_cents: 14_000, expected: { price_cents: 12_000, promo_price_cents: 9_500 } })]);
    expect(again.status).toBe(200);
    expect(await db().selectFrom('price_history').select('id').where('pse_id', '=', pseId).where('country_id', '=', DE).execute()).toHaveLength(3);
  });

  it('moves a product in the shop’s listing by price as soon as its price is saved (the kept price order is dropped)', async () => {
    const { id: category } = await db().selectFrom('category').select('id').where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const first = async (order: 'min_price' | 'max_price') => {
      const answer = await call(`${shop.apiUrl}${calls.backoffice.productList.path}?country_id=${DE}&category=${category}&order=${order}&limit=1`, { headers: shop.guest });
      return present(calls.backoffice.productList.response.parse(answer.body).items[0]?.ID, 'a listed product');
    };
    // The dearest product of the category becomes the cheapest; asked first, so the order is kept.
    const id = await first('max_price');
    expect(await first('min_price')).not.toBe(id);
    // The listing is ordered by the default variant's price.
    const variant = present((await product(id)).variants.find((candidate) => candidate.is_default), 'default variant');
    const now = present(variant.prices.find((price) => price.country_id === DE), 'German price');
    const answer = await savePrices(staff, id, [
      priceChange(variant.id, { price_cents: 1, promo_price_cents: null, expected: { price_cents: now.price_cents, promo_price_cents: now.promo_price_cents } }),
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await first('min_price')).toBe(id);
  });

  it('keeps a price for a later day until that day, then shows it with the lowest price before it', async () => {
    const start = clock;
    try {
      const { id, pseId } = await productWithHistory(3);
      const vat = (await germanPrice(id)).vat_rate;
      const later = berlinDay(new Date(clock.getTime() + 3 * DAY));
      const answer = await savePrices(staff, id, [priceChange(pseId, { price_cents: 9_000, promo_price_cents: 7_900, list_price_cents: 9_000, valid_from: later })]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(changePrices.response.parse(answer.body).data).toEqual({ applied: 0, scheduled: 1 });

      // Until then: the old price, no reduction, and the history line does not count yet.
      expect((await inShop(id)).product).toMatchObject({ PRICE: 9_000, IS_PROMO: false, lowest_price_30_days: null, listen_price: null });
      expect((await germanPrice(id)).scheduled).toMatchObject([{ price_cents: 9_000, promo_price_cents: 7_900 }]);
      expect(await applyDuePrices(db(), clock)).toBe(0);

      // Its day has come (midnight in Berlin has passed): the sweep applies it, once.
      clock = new Date(start.getTime() + 4 * DAY);
      expect(await applyDuePrices(db(), clock)).toBe(1);
      expect(await applyDuePrices(db(), clock)).toBe(0);
      const { product: shown } = await inShop(id);
      expect(shown).toMatchObject({ PRICE: 9_000, PROMO_PRICE: 7_900, IS_PROMO: true, listen_price: grossFromNet(9_000, vat) });
      // In the 30 days before the reduction: 90,00 (the 120,00 of 44 days before is older).
      expect(shown?.lowest_price_30_days).toBe(grossFromNet(9_000, vat));
      // (The admin is not asked at this clock: four idle days end a staff session.)
      expect(await db().selectFrom('price_schedule').select('id').where('pse_id', '=', pseId).where('applied_at', 'is', null).execute()).toEqual([]);
    } finally {
      clock = start;
    }
  });

  it('cancels a price saved for a later day before its day: the shop’s price and its 30-day lowest price never change for it', async () => {
    const start = clock;
    try {
      const { id, pseId } = await productWithHistory(9);
      const later = berlinDay(new Date(clock.getTime() + 3 * DAY));
      const evenLater = berlinDay(new Date(clock.getTime() + 10 * DAY));
      expect((await savePrices(staff, id, [priceChange(pseId, { price_cents: 9_000, promo_price_cents: 5_000, valid_from: later })])).status).toBe(200);
      expect((await savePrices(staff, id, [priceChange(pseId, { price_cents: 9_500, promo_price_cents: null, valid_from: evenLater })])).status).toBe(200);
      const [first, second] = (await germanPrice(id)).scheduled;
      const cancelPath = (scheduleId: number, productId = id) => cancelScheduledPrice.path.replace(':id', String(productId)).replace(':schedule_id', String(scheduleId));

      // Another product's path does not reach it; then the first one is cancelled, once.
      const other = await db().selectFrom('product').select('id').where('id', '!=', id).executeTakeFirstOrThrow();
      const wrong = await staff.call(cancelPath(present(first, 'first').id, other.id), { method: 'DELETE' });
      expect(wrong.status).toBe(400);
      expect(fieldsOf(wrong)).toEqual([{ path: 'schedule_id', message: productAdminMessages.scheduled_price_gone }]);
      const answer = await staff.call(cancelPath(present(first, 'first').id), { method: 'DELETE' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(fieldsOf(await staff.call(cancelPath(present(first, 'first').id), { method: 'DELETE' }))).toEqual([{ path: 'schedule_id', message: productAdminMessages.scheduled_price_gone }]);
      expect((await germanPrice(id)).scheduled).toEqual([second]);
      const audited = await auditOf(id, 'product.price_cancel');
      expect(audited).toHaveLength(1);
      expect(audited[0]?.actor_email).toBe(staff.email);
      expect(JSON.parse(audited[0]?.before_json ?? 'null')).toMatchObject({ pse_id: pseId, country_id: DE, price_cents: 9_000, promo_price_cents: 5_000 });

      // Its day passes: the sweep applies nothing, the shop shows 90,00 without a reduction, and
      // the cancelled 50,00 never counts as a lowest price; the later price still takes effect.
      clock = new Date(start.getTime() + 4 * DAY);
      expect(await applyDuePrices(db(), clock)).toBe(0);
      expect((await inShop(id)).product).toMatchObject({ PRICE: 9_000, IS_PROMO: false, lowest_price_30_days: null });
      const history = await db().selectFrom('price_history').select('price_cents').where('pse_id', '=', pseId).where('country_id', '=', DE).orderBy('valid_from').execute();
      expect(history.map((row) => row.price_cents)).toEqual([12_000, 9_000, 9_500]);
      clock = new Date(start.getTime() + 11 * DAY);
      expect(await applyDuePrices(db(), clock)).toBe(1);
      expect((await inShop(id)).product).toMatchObject({ PRICE: 9_500, IS_PROMO: false });
    } finally {
      clock = start;
    }
  });

  it('lets one of two staff saving the same price at once win; the other is refused with a conflict and nothing of it is written', async () => {
    const { id, pseId } = await productWithHistory(4);
    const [a, b] = await Promise.all([
      savePrices(staff, id, [priceChange(pseId, { price_cents: 11_000, promo_price_cents: null })]),
      savePrices(other, id, [priceChange(pseId, { price_cents: 13_000, promo_price_cents: 9_900 })]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(errorCodeOf(loser)).toBe('price_changed');
    const winner = a.status === 200 ? { price_cents: 11_000, promo_price_cents: null } : { price_cents: 13_000, promo_price_cents: 9_900 };
    const stored = await db().selectFrom('pse_price').select(['price_cents', 'promo_price_cents']).where('pse_id', '=', pseId).where('country_id', '=', DE).executeTakeFirstOrThrow();
    expect(stored).toEqual(winner);
    const audited = await auditOf(id, 'product.prices');
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actor_email).toBe(a.status === 200 ? staff.email : other.email);
    const history = await db().selectFrom('price_history').select('price_cents').where('pse_id', '=', pseId).where('country_id', '=', DE).orderBy('valid_from').execute();
    expect(history.map((row) => row.price_cents)).toEqual([12_000, 9_000, winner.promo_price_cents ?? winner.price_cents]);
  });

  it('answers bad input with the field at fault', async () => {
    const { id, pseId } = await productWithHistory(5);
    const yesterday = berlinDay(new Date(clock.getTime() - DAY));
    const past = await savePrices(staff, id, [priceChange(pseId, { valid_from: yesterday })]);
    expect(past.status).toBe(400);
    expect(fieldsOf(past)).toEqual([{ path: 'changes.0.valid_from', message: productAdminMessages.valid_from_past }]);
    expect(fieldsOf(await savePrices(staff, id, [priceChange(pseId, { promo_price_cents: 12_000 })]))).toEqual([{ path: 'changes.0.promo_price_cents', message: productAdminMessages.promo_not_below }]);
    const other = await db().selectFrom('product_sale_element').select('id').where('product_id', '!=', id).executeTakeFirstOrThrow();
    expect(fieldsOf(await savePrices(staff, id, [priceChange(other.id)]))).toEqual([{ path: 'changes.0.pse_id', message: productAdminMessages.unknown_variant }]);
    expect((await savePrices(staff, id, [priceChange(pseId, { price_cents: -5, valid_from: 'tomorrow' })])).status).toBe(400);

    const variant = await firstVariant(id);
    const badStock = await staff.call(path(updateVariant.path, id, variant.id), {
      method: 'PUT',
      body: { ref: variant.ref, ean: variant.ean, quantity_step: 1, stock: [{ center_id: present(variant.stock[0], 'a centre').center_id, quantity: -1, expected: 0 }] },
    });
    expect(fieldsOf(badStock).map((field) => field.path)).toEqual(['stock.0.quantity']);
    const badVariant = await staff.call(path(updateVariant.path, id, variant.id), {
      method: 'PUT',
      body: { ref: '', ean: '4006381333932', quantity_step: 0, stock: [] },
    });
    expect(fieldsOf(badVariant).map((field) => field.path).sort()).toEqual(['ean', 'quantity_step', 'ref']);
    expect(fieldsOf(badVariant).find((field) => field.path === 'ean')?.message).toBe(productAdminMessages.ean_invalid);
    const taken = await db().selectFrom('product_sale_element').select('ref').where('id', '!=', variant.id).executeTakeFirstOrThrow();
    const refTaken = await staff.call(path(updateVariant.path, id, variant.id), { method: 'PUT', body: { ref: taken.ref, ean: '4006381333931', quantity_step: 1, stock: [] } });
    expect(fieldsOf(refTaken)).toEqual([{ path: 'ref', message: productAdminMessages.ref_taken }]);

    const current = await product(id);
    const emptyTitle = await staff.call(path(update.path, id), {
      method: 'PUT',
      body: { updated_at: current.updated_at, active: true, brand_id: null, default_category_id: 999_999, category_ids: [], texts: { ...current.texts, de: { ...current.texts.de, title: ' ' } } },
    });
    expect(fieldsOf(emptyTitle)).toEqual([{ path: 'texts.de.title', message: fieldMessages.required }]);
    const unknownCategory = await staff.call(path(update.path, id), {
      method: 'PUT',
      body: { updated_at: current.updated_at, active: true, brand_id: null, default_category_id: 999_999, category_ids: [], texts: current.texts },
    });
    expect(fieldsOf(unknownCategory)).toEqual([{ path: 'default_category_id', message: productAdminMessages.unknown_category }]);
  });

  it('saves a variant’s reference, EAN, quantity step and stock per centre, each stock change an entry of its ledger', async () => {
    const { id } = await productWithHistory(6);
    const variant = await firstVariant(id);
    const stock = variant.stock.map((row, index) => ({ center_id: row.center_id, quantity: index === 0 ? row.quantity + 12 : 0, expected: row.quantity }));
    const answer = await staff.call(path(updateVariant.path, id, variant.id), {
      method: 'PUT',
      body: { ref: `${variant.ref}-X`, ean: '4006381333931', quantity_step: 4, stock, stock_note: 'Goods received' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const saved = await firstVariant(id);
    expect(saved).toMatchObject({ ref: `${variant.ref}-X`, ean: '4006381333931', quantity_step: 4, stock: stock.map((row) => expect.objectContaining({ center_id: row.center_id, quantity: row.quantity })) });
    expect(await auditOf(id, 'product.variant')).toHaveLength(1);
    // The editor shows the ledger: the +12 with its note and who, above the opening stock.
    const first = present(variant.stock[0], 'a centre');
    expect(saved.movements.find((movement) => movement.center_id === first.center_id)).toMatchObject({ center_id: first.center_id, delta: 12, reason: 'manual', note: 'Goods received', actor: staff.email, order_id: null });
    expect(saved.movements.some((movement) => movement.reason === 'opening' && movement.center_id === first.center_id && movement.delta === first.quantity)).toBe(first.quantity !== 0);
    expect(await rowsOffTheLedger(db(), [variant.id])).toEqual([]);
  });

  it('writes no stock for a number left as shown, and refuses one changed from a stale form with the current value', async () => {
    const { id } = await productWithHistory(8);
    const variant = await firstVariant(id);
    const first = present(variant.stock[0], 'a centre');
    const opened = { ref: variant.ref, ean: '4006381333931', quantity_step: variant.quantity_step };
    // An order (or anything) takes 3 units after the form was opened.
    await db().updateTable('pse_stock').set({ quantity: first.quantity + 20 }).where('pse_id', '=', variant.id).where('fulfilment_center_id', '=', first.center_id).execute();
    await db().insertInto('stock_movement').values({ pse_id: variant.id, fulfilment_center_id: first.center_id, delta: 20, reason: 'manual', order_id: null, note: 'test', actor: null, created_at: new Date().toISOString() }).execute();
    const shown = (await firstVariant(id)).stock;
    await db().updateTable('pse_stock').set((eb) => ({ quantity: eb('quantity', '-', 3) })).where('pse_id', '=', variant.id).where('fulfilment_center_id', '=', first.center_id).execute();
    await db().insertInto('stock_movement').values({ pse_id: variant.id, fulfilment_center_id: first.center_id, delta: -3, reason: 'order', order_id: null, note: null, actor: null, created_at: new Date().toISOString() }).execute();

    // Only the EAN changed: the stock the form showed is not written back over the order.
    const unchanged = shown.map((row) => ({ center_id: row.center_id, quantity: row.quantity, expected: row.quantity }));
    const eanOnly = await staff.call(path(updateVariant.path, id, variant.id), { method: 'PUT', body: { ...opened, stock: unchanged } });
    expect(eanOnly.status, JSON.stringify(eanOnly.body)).toBe(200);
    const afterEan = await firstVariant(id);
    expect(afterEan.ean).toBe('4006381333931');
    expect(afterEan.stock[0]?.quantity).toBe(first.quantity + 17);

    // A new number typed into the stale form: refused, the field named, nothing of the save kept.
    const typed = shown.map((row, index) => ({ center_id: row.center_id, quantity: index === 0 ? 50 : row.quantity, expected: row.quantity }));
    const stale = await staff.call(path(updateVariant.path, id, variant.id), { method: 'PUT', body: { ...opened, ean: '96385074', stock: typed, stock_note: 'Counted' } });
    expect(stale.status).toBe(409);
    expect(errorCodeOf(stale)).toBe('stock_changed');
    expect(fieldsOf(stale)).toEqual([{ path: 'stock.0.quantity', message: productAdminMessages.stock_changed }]);
    const refused = await firstVariant(id);
    expect(refused.ean).toBe('4006381333931');
    expect(refused.stock[0]?.quantity).toBe(first.quantity + 17);

    // From the current value (what the reloaded form shows) the same number is saved: a +33 - ... entry.
    const fresh = refused.stock.map((row, index) => ({ center_id: row.center_id, quantity: index === 0 ? 50 : row.quantity, expected: row.quantity }));
    // A changed number needs its reason, for the stock history.
    const noNote = await staff.call(path(updateVariant.path, id, variant.id), { method: 'PUT', body: { ...opened, stock: fresh } });
    expect(fieldsOf(noNote)).toEqual([{ path: 'stock_note', message: productAdminMessages.stock_note_required }]);
    const saved = await staff.call(path(updateVariant.path, id, variant.id), { method: 'PUT', body: { ...opened, stock: fresh, stock_note: 'Counted' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await firstVariant(id);
    expect(after.stock[0]?.quantity).toBe(50);
    expect(after.movements[0]).toMatchObject({ delta: 50 - (first.quantity + 17), reason: 'manual', note: 'Counted', actor: staff.email });
    expect(await rowsOffTheLedger(db(), [variant.id])).toEqual([]);
  });

  it('takes photos (converted to WebP, served in the widths asked for), orders them, keeps their alternative texts and removes the ones left out', async () => {
    const { id } = await productWithHistory(7);
    const upload = async (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const response = await fetch(`${shop.apiUrl}${path(uploadImage.path, id)}`, { method: 'POST', headers: { cookie: staff.cookie, [ADMIN_CSRF_HEADER]: staff.csrf }, body: form });
      return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
    };
    const photo = (color: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background: color } }).jpeg().toBuffer();
    const first = await upload(await photo('#2a6'), 'bad.jpg', 'image/jpeg');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstId = uploadImage.response.parse(first.body).data.id;
    const secondId = uploadImage.response.parse((await upload(await photo('#26a'), 'wand.jpg', 'image/jpeg')).body).data.id;

    const refused = await upload(Buffer.from('not a picture'), 'notes.txt', 'text/plain');
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused)).toEqual([{ path: 'file', message: productAdminMessages.image_unreadable }]);

    expect((await product(id)).images).toMatchObject([
      { id: firstId, width: 1200, height: 800, alt_de: '' },
      { id: secondId, width: 1200, height: 800 },
    ]);
    const served = await fetch(`${shop.apiUrl}/images/uploads/${firstId}.webp?w=400`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });

    // The second first, with texts; then the first one removed.
    const order = await staff.call(path(saveImages.path, id), {
      method: 'PUT',
      body: { images: [{ id: secondId, alt_de: 'Wandansicht', alt_ro: 'Vedere pe perete' }, { id: firstId, alt_de: 'Bad', alt_ro: 'Baie' }] },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await product(id)).images.map((image) => [image.id, image.alt_de, image.alt_ro])).toEqual([
      [secondId, 'Wandansicht', 'Vedere pe perete'],
      [firstId, 'Bad', 'Baie'],
    ]);
    const images = (await inShop(id)).product?.images ?? [];
    expect(images.slice(0, 2)).toEqual([`${shop.config.publicApiUrl}/images/uploads/${secondId}.webp`, `${shop.config.publicApiUrl}/images/uploads/${firstId}.webp`]);

    expect((await staff.call(path(saveImages.path, id), { method: 'PUT', body: { images: [{ id: secondId, alt_de: 'Wandansicht', alt_ro: '' }] } })).status).toBe(200);
    expect((await product(id)).images.map((image) => image.id)).toEqual([secondId]);
    expect((await fetch(`${shop.apiUrl}/images/uploads/${firstId}.webp`)).status).toBe(404);
    const foreign = await staff.call(path(saveImages.path, id), { method: 'PUT', body: { images: [{ id: firstId, alt_de: '', alt_ro: '' }] } });
    expect(fieldsOf(foreign)).toEqual([{ path: 'images.0.id', message: productAdminMessages.unknown_image }]);
    expect((await auditOf(id, 'product.image_upload')).length).toBe(2);
    expect((await auditOf(id, 'product.images')).length).toBe(2);
  });

  it('takes PDF documents with a title per language (a non-PDF refused at its field), serves them, lists them in the shop in their order and removes the ones left out', async () => {
    const row = await db()
      .selectFrom('product as p')
      .select('p.id')
      .where('p.visible', '=', 1)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('product_document as d').select('d.id').whereRef('d.product_id', '=', 'p.id'))))
      .orderBy('p.id', 'desc')
      .executeTakeFirstOrThrow();
    const id = row.id;
    const upload = async (bytes: Buffer, name: string, titles: { title_de?: string; title_ro?: string }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(titles)) form.append(key, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
      const response = await fetch(`${shop.apiUrl}${path(uploadDocument.path, id)}`, { method: 'POST', headers: { cookie: staff.cookie, [ADMIN_CSRF_HEADER]: staff.csrf }, body: form });
      return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
    };
    const shopDocuments = async (countryId: number) => {
      const answer = await call(`${shop.apiUrl}${calls.backoffice.product.path.replace(':id', String(id))}?document=1&country_id=${countryId}`, { headers: shop.guest });
      return calls.backoffice.product.response.parse(answer.body)[0]?.documents ?? [];
    };

    const manual = await upload(await pdfWith('Montageanleitung'), 'Montageanleitung.pdf', { title_de: 'Montageanleitung', title_ro: 'Instrucțiuni de montaj' });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    const manualId = uploadDocument.response.parse(manual.body).data.id;
    const sheetId = uploadDocument.response.parse((await upload(await pdfWith('Datenblatt'), 'datenblatt.pdf', { title_de: 'Datenblatt', title_ro: 'Fișă tehnică' })).body).data.id;

    // A text file named .pdf, a picture, and a missing title: refused at their fields, nothing stored.
    const notPdf = await upload(Buffer.from('just some text, no PDF'), 'fake.pdf', { title_de: 'Falsch', title_ro: 'Greșit' });
    expect(notPdf.status).toBe(400);
    expect(fieldsOf(notPdf)).toEqual([{ path: 'file', message: productAdminMessages.document_not_pdf }]);
    const picture = await upload(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer(), 'bild.pdf', { title_de: 'Bild', title_ro: 'Imagine' });
    expect(fieldsOf(picture)).toEqual([{ path: 'file', message: productAdminMessages.document_not_pdf }]);
    const untitled = await upload(await pdfWith('Ohne Titel'), 'ohne.pdf', { title_de: ' ' });
    expect(untitled.status).toBe(400);
    expect(fieldsOf(untitled).map((field) => field.path).sort()).toEqual(['title_de', 'title_ro']);

    expect((await product(id)).documents).toMatchObject([
      { id: manualId, title_de: 'Montageanleitung', title_ro: 'Instrucțiuni de montaj', file_name: 'Montageanleitung.pdf' },
      { id: sheetId, title_de: 'Datenblatt', title_ro: 'Fișă tehnică' },
    ]);
    // The shop's call lists them in the shop's language, at the back office's public address.
    expect(await shopDocuments(DE)).toEqual([
      { title: 'Montageanleitung', url: `${shop.config.publicApiUrl}/documents/products/${id}/${manualId}.pdf` },
      { title: 'Datenblatt', url: `${shop.config.publicApiUrl}/documents/products/${id}/${sheetId}.pdf` },
    ]);
    expect((await shopDocuments(146)).map((document) => document.title)).toEqual(['Instrucțiuni de montaj', 'Fișă tehnică']);
    const served = await fetch(`${shop.apiUrl}/documents/products/${id}/${manualId}.pdf`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="Montageanleitung.pdf"');
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Another product's path does not reach it.
    expect((await fetch(`${shop.apiUrl}/documents/products/${id + 1}/${manualId}.pdf`)).status).toBe(404);

    // The data sheet first and renamed; then the manual removed.
    const order = await staff.call(path(saveDocuments.path, id), {
      method: 'PUT',
      body: { documents: [{ id: sheetId, title_de: 'Technisches Datenblatt', title_ro: 'Fișă tehnică' }, { id: manualId, title_de: 'Montageanleitung', title_ro: 'Instrucțiuni de montaj' }] },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await shopDocuments(DE)).map((document) => document.title)).toEqual(['Technisches Datenblatt', 'Montageanleitung']);
    expect((await staff.call(path(saveDocuments.path, id), { method: 'PUT', body: { documents: [{ id: sheetId, title_de: 'Technisches Datenblatt', title_ro: 'Fișă tehnică' }] } })).status).toBe(200);
    expect((await shopDocuments(DE)).map((document) => document.title)).toEqual(['Technisches Datenblatt']);
    expect((await fetch(`${shop.apiUrl}/documents/products/${id}/${manualId}.pdf`)).status).toBe(404);
    const foreign = await staff.call(path(saveDocuments.path, id), { method: 'PUT', body: { documents: [{ id: manualId, title_de: 'x', title_ro: 'x' }] } });
    expect(fieldsOf(foreign)).toEqual([{ path: 'documents.0.id', message: productAdminMessages.unknown_document }]);
    const emptyTitle = await staff.call(path(saveDocuments.path, id), { method: 'PUT', body: { documents: [{ id: sheetId, title_de: '', title_ro: 'x' }] } });
    expect(fieldsOf(emptyTitle)).toEqual([{ path: 'documents.0.title_de', message: fieldMessages.required }]);
    expect((await auditOf(id, 'product.document_upload')).length).toBe(2);
    expect((await auditOf(id, 'product.documents')).length).toBe(2);
  });

  it('sets feature values per language and the accessories in their order; the shop shows them', async () => {
    const { id } = await productWithHistory(8);
    const before = await product(id);
    const feature = present(before.features[0], 'feature');
    const saved = await staff.call(path(saveFeatures.path, id), { method: 'PUT', body: { features: [{ feature_id: feature.feature_id, value_de: 'Mineralguss', value_ro: 'Marmură turnată' }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await product(id)).features.find((row) => row.feature_id === feature.feature_id)).toMatchObject({ value_de: 'Mineralguss', value_ro: 'Marmură turnată' });
    const shopFeatures = async (lang: string) =>
      calls.backoffice.productFeatures.response.parse((await call(`${shop.apiUrl}/api/ExternalOrderApi/features/product/${id}/${lang}`, { headers: shop.guest })).body).data;
    expect((await shopFeatures('de')).find((row) => row.feature_id === feature.feature_id)?.values.map((value) => value.title)).toEqual(['Mineralguss']);
    expect((await shopFeatures('ro')).find((row) => row.feature_id === feature.feature_id)?.values.map((value) => value.title)).toEqual(['Marmură turnată']);
    // An empty value removes it in that language.
    await staff.call(path(saveFeatures.path, id), { method: 'PUT', body: { features: [{ feature_id: feature.feature_id, value_de: 'Mineralguss', value_ro: '' }] } });
    expect((await shopFeatures('ro')).find((row) => row.feature_id === feature.feature_id)).toBeUndefined();
    expect(fieldsOf(await staff.call(path(saveFeatures.path, id), { method: 'PUT', body: { features: [{ feature_id: 999_999, value_de: 'x', value_ro: '' }] } }))).toEqual([
      { path: 'features.0.feature_id', message: productAdminMessages.unknown_feature },
    ]);

    const others = await db().selectFrom('product').select(['id', 'ref']).where('id', '!=', id).where('visible', '=', 1).orderBy('id').limit(2).execute();
    const refs = others.map((row) => row.ref).reverse();
    const accessories = await staff.call(path(saveAccessories.path, id), { method: 'PUT', body: { refs } });
    expect(accessories.status, JSON.stringify(accessories.body)).toBe(200);
    expect((await product(id)).accessories.map((row) => row.ref)).toEqual(refs);
    const shown = calls.helper.accessoryProduct.response.parse((await call(`${shop.helperUrl}/api/accessory_product/${id}?locale=de_DE`, { headers: shop.guest })).body).data;
    expect(shown.map((row) => row.REF)).toEqual(refs);
    const own = present(before.ref, 'ref');
    expect(fieldsOf(await staff.call(path(saveAccessories.path, id), { method: 'PUT', body: { refs: [own] } }))).toEqual([{ path: 'refs.0', message: productAdminMessages.accessory_self }]);
    expect(fieldsOf(await staff.call(path(saveAccessories.path, id), { method: 'PUT', body: { refs: ['NO-SUCH-REF'] } }))).toEqual([{ path: 'refs.0', message: productAdminMessages.unknown_product_ref }]);
    expect((await auditOf(id, 'product.features')).length).toBe(2);
    expect((await auditOf(id, 'product.accessories')).length).toBe(1);
  });
});
