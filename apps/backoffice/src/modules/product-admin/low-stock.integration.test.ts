// Low stock (issue 36) on both databases: a variant is low in a centre at or below its own reorder
// point, else the shop's; the product list's `stock=low` and the dashboard's count follow both, and
// only products shown in the shop count. Each setting is audited.
import { adminCalls } from '@shop/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStaffMember, type StaffClient } from '../staff/testing.ts';
import { databaseKinds, startTestBackOffice, type TestBackOffice } from '../../testing/test-backoffice.ts';

const { list, detail, updateVariant, setReorderPoint, choices } = adminCalls.products;

describe.each(databaseKinds)('low stock on %s', (kind) => {
  let shop: TestBackOffice;
  let staff: StaffClient;
  const db = () => shop.backOffice.deps.db;

  beforeAll(async () => {
    shop = await startTestBackOffice(kind, { products: 12 });
    staff = await newStaffMember(shop, 'staff', 'low-stock');
    // A known stock: every shown variant holds 50 in every centre it has a row for.
    await db().updateTable('pse_stock').set({ quantity: 50 }).execute();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const lowIds = async () => list.response.parse((await staff.call(`${list.path}?stock=low&per_page=100`)).body).data.map((row) => row.id);
  const lowCount = async () => adminCalls.dashboard.get.response.parse((await staff.call(adminCalls.dashboard.get.path)).body).data.low_stock;

  it('counts a variant and centre at or below the shop’s reorder point (3 unless set), in the list and on the dashboard', async () => {
    expect(await lowIds()).toEqual([]);
    expect(await lowCount()).toBe(0);
    expect(choices.response.parse((await staff.call(choices.path)).body).data.reorder_point).toBe(3);

    const shown = await db().selectFrom('product').select('id').where('visible', '=', 1).orderBy('id').execute();
    const [first, second] = shown.map((row) => row.id);
    if (!first || !second) throw new Error('two shown products needed');
    const variantOf = async (productId: number) => (await db().selectFrom('product_sale_element').select('id').where('product_id', '=', productId).orderBy('id').executeTakeFirstOrThrow()).id;
    const centreOf = async (pseId: number) => (await db().selectFrom('pse_stock').select('fulfilment_center_id').where('pse_id', '=', pseId).orderBy('fulfilment_center_id').executeTakeFirstOrThrow()).fulfilment_center_id;
    const firstVariant = await variantOf(first);
    await db().updateTable('pse_stock').set({ quantity: 3 }).where('pse_id', '=', firstVariant).where('fulfilment_center_id', '=', await centreOf(firstVariant)).execute();
    const secondVariant = await variantOf(second);
    await db().updateTable('pse_stock').set({ quantity: 4 }).where('pse_id', '=', secondVariant).where('fulfilment_center_id', '=', await centreOf(secondVariant)).execute();
    expect(await lowIds()).toEqual([first]);
    expect(await lowCount()).toBe(1);

    // The shop's point raised to 4: the second is low too; audited.
    const raised = await staff.call(setReorderPoint.path, { method: 'PUT', body: { reorder_point: 4 } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect((await lowIds()).sort((a, b) => a - b)).toEqual([first, second].sort((a, b) => a - b));
    expect(await lowCount()).toBe(2);
    const audit = await db().selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('action', '=', 'stock.reorder_point').execute();
    expect(audit).toEqual([{ action: 'stock.reorder_point', before_json: '{"reorder_point":3}', after_json: '{"reorder_point":4}' }]);

    // A variant's own point wins over the shop's: 2 takes the first off the list; null gives the shop's back.
    const product = detail.response.parse((await staff.call(detail.path.replace(':id', String(first)))).body).data;
    const variant = product.variants.find((row) => row.id === firstVariant);
    if (!variant) throw new Error('variant missing');
    expect(variant.reorder_point).toBeNull();
    const save = (reorder_point: number | null) =>
      staff.call(updateVariant.path.replace(':id', String(first)).replace(':pse_id', String(firstVariant)), {
        method: 'PUT',
        body: { ref: variant.ref, ean: variant.ean, quantity_step: variant.quantity_step, reorder_point, stock: variant.stock.map((row) => ({ center_id: row.center_id, quantity: row.quantity, expected: row.quantity })) },
      });
    expect((await save(2)).status).toBe(200);
    expect(await lowIds()).toEqual([second]);
    expect(await lowCount()).toBe(1);
    expect((await save(null)).status).toBe(200);
    expect(await lowCount()).toBe(2);

    // A hidden product is not reordered: it leaves the count (the list can still filter it with active=0).
    await db().updateTable('product').set({ visible: 0 }).where('id', '=', second).execute();
    expect(await lowCount()).toBe(1);
  });

  it('refuses a reorder point below 0 with the field named', async () => {
    const refused = await staff.call(setReorderPoint.path, { method: 'PUT', body: { reorder_point: -1 } });
    expect(refused.status).toBe(400);
  });
});
