// The locale config's withdrawal_form_url pointed at the model form on the withdrawal page (an
// anchor); the form is now a PDF the back office draws (issue 17). Shops still on the anchor get
// the PDF's path, which the helper answers as a full address. A URL set to anything else stays.
// Frozen like every migration: no imports from app code.
import type { AnyDb, DialectName } from './column-kinds.ts';

export function withdrawalFormPdfMigration(_dialect: DialectName) {
  return {
    async up(db: AnyDb) {
      const rows = (await db.selectFrom('locale_config').select(['lang_locale', 'settings']).execute()) as { lang_locale: string; settings: string }[];
      for (const row of rows) {
        const settings = JSON.parse(row.settings) as Record<string, unknown>;
        const url = settings.withdrawal_form_url;
        if (url !== undefined && url !== null && !(typeof url === 'string' && url.includes('#'))) continue;
        settings.withdrawal_form_url = `/documents/withdrawal-form/${row.lang_locale}.pdf`;
        await db.updateTable('locale_config').set({ settings: JSON.stringify(settings) }).where('lang_locale', '=', row.lang_locale).execute();
      }
    },
  };
}
