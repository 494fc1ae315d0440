// The admin's features (material, dimensions…): list, create, titles per language, active. An
// inactive feature keeps its values; product pages leave it out (catalog's productFeatures).
import { adminCalls, structureAdminMessages, type AdminFeature, type FeatureBody } from '@shop/contract/admin';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import type { AdminRegistrar } from '../../http/admin-call.ts';
import { notFound } from '../../http/app-error.ts';
import { fieldError, retryingOnce } from './addresses.ts';
import { featureIdWithCode, findFeature, insertFeature, listFeatures, saveFeatureTitle, updateFeature } from './feature-repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findFeature>>>;

const toFeature = (row: Row): AdminFeature => ({
  id: row.id,
  code: row.code,
  position: row.position,
  visible: row.visible === 1,
  titles: { de: row.title_de ?? '', ro: row.title_ro ?? '' },
  product_count: Number(row.product_count ?? 0),
});

async function saveTitles(trx: Transaction<Database>, id: number, body: FeatureBody): Promise<AdminFeature> {
  await saveFeatureTitle(trx, id, 'de', body.titles.de.trim());
  await saveFeatureTitle(trx, id, 'ro', body.titles.ro.trim());
  return toFeature((await findFeature(trx, id)) as Row);
}

/** A code another feature has is refused at its field (checked in the transaction; a racing save meets the unique constraint). */
async function refuseTakenCode(trx: Transaction<Database>, code: string, ownId: number | null): Promise<void> {
  const holder = await featureIdWithCode(trx, code);
  if (holder !== undefined && holder !== ownId) throw fieldError('code', structureAdminMessages.feature_code_taken);
}

export function registerFeatureAdminRoutes(register: AdminRegistrar, deps: Deps): void {
  const { features } = adminCalls;

  register(features.list, async () => ({ data: (await listFeatures(deps.db)).map(toFeature) }));

  register(features.create, async ({ body, write }) => {
    const saved = await retryingOnce(() =>
      write(async (trx, audit) => {
        await refuseTakenCode(trx, body.code, null);
        const id = await insertFeature(trx, body.code, body.visible);
        const after = await saveTitles(trx, id, body);
        await audit({ action: 'feature.create', entity: 'feature', entityId: id, after });
        return after;
      }),
    );
    return { status_code: 200 as const, data: saved };
  });

  register(features.update, async ({ params, body, write }) => {
    const saved = await retryingOnce(() =>
      write(async (trx, audit) => {
        const current = await findFeature(trx, params.id);
        if (!current) throw notFound('not_found', 'Feature not found');
        const before = toFeature(current);
        await refuseTakenCode(trx, body.code, params.id);
        await updateFeature(trx, params.id, body.code, body.visible);
        const after = await saveTitles(trx, params.id, body);
        if (JSON.stringify(before) !== JSON.stringify(after)) await audit({ action: 'feature.update', entity: 'feature', entityId: params.id, before, after });
        return after;
      }),
    );
    return { status_code: 200 as const, data: saved };
  });
}
