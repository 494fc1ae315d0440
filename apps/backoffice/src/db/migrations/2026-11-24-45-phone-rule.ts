// Decision 019: an address needs a phone only where the country's rule says so (Romania) and for
// freight. The locale configs written before say `is_phone_required: true` for every shop; Germany
// (5) and Austria (13) now say false, as the address rules do.
// Frozen like every migration: no imports from app code.
import { sql } from 'kysely';
import type { AnyDb } from './column-kinds.ts';

const PHONE_REQUIRED: Record<number, boolean> = { 5: false, 13: false, 146: true };

export function phoneRuleMigration() {
  return {
    async up(db: AnyDb) {
      const rows = await sql<{ country_id: number; settings: string }>`select country_id, settings from locale_config`.execute(db);
      for (const row of rows.rows) {
        const required = PHONE_REQUIRED[Number(row.country_id)];
        if (required === undefined) continue;
        const settings = JSON.parse(row.settings) as Record<string, unknown>;
        if (settings.is_phone_required === required) continue;
        settings.is_phone_required = required;
        await sql`update locale_config set settings = ${JSON.stringify(settings)} where country_id = ${row.country_id}`.execute(db);
      }
    },
  };
}
