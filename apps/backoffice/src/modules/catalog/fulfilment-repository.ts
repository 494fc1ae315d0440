// Where the goods are: stock per fulfilment centre, and the pickup points shoppers may collect from.
import type { Db } from '../../db/connect.ts';

/** A variant's stock in each centre that holds it, with the centre's name, in the centres' order. */
export async function stockPerCentre(db: Db, pseId: number) {
  return db
    .selectFrom('pse_stock')
    .innerJoin('fulfilment_center as fc', 'fc.id', 'pse_stock.fulfilment_center_id')
    .select(['fc.id', 'fc.name', 'fc.city', 'pse_stock.quantity'])
    .where('pse_stock.pse_id', '=', pseId)
    .orderBy('fc.position')
    .execute();
}

/** A variant's stock rows, by centre id. */
export async function stockRows(db: Db, pseId: number) {
  return db
    .selectFrom('pse_stock')
    .select(['fulfilment_center_id', 'pse_id', 'quantity'])
    .where('pse_id', '=', pseId)
    .orderBy('fulfilment_center_id')
    .execute();
}

export async function activePickupPoints(db: Db) {
  return db.selectFrom('local_pickup_point').selectAll().where('active', '=', 1).orderBy('id').execute();
}
