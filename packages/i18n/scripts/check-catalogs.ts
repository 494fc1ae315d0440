// Fails when the committed catalogs are stale (a message in the code that was never extracted, or
// one extracted that the code no longer uses), when a message has no German or Romanian
// translation, or when the Austrian layer (de-AT, which falls back to German) overrides a message
// with the German text itself. It extracts into the catalogs to compare, then puts the committed files back, so a
// test run leaves the work tree as it found it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

const root = path.join(import.meta.dirname, '..');
const locales = ['en', 'de', 'de-AT', 'ro'] as const;
const fileOf = (locale: string) => path.join(root, 'src/locales', `${locale}.po`);
// The creation date changes on every extraction and says nothing about the messages.
const comparable = (text: string) => text.replace(/^"POT-Creation-Date: .*\n/m, '');

const committed = new Map(locales.map((locale) => [locale, readFileSync(fileOf(locale), 'utf8')]));
let extracted: Map<string, string>;
try {
  execFileSync('lingui', ['extract', '--clean'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  extracted = new Map(locales.map((locale) => [locale, readFileSync(fileOf(locale), 'utf8')]));
} finally {
  for (const [locale, text] of committed) writeFileSync(fileOf(locale), text);
}

const stale = locales.filter((locale) => comparable(extracted.get(locale) ?? '') !== comparable(committed.get(locale) ?? ''));
if (stale.length > 0) {
  console.error(`Stale catalogs: ${stale.map((locale) => `${locale}.po`).join(', ')}. Run \`pnpm --filter @shop/i18n extract\`, translate, and commit them.`);
  process.exit(1);
}

const po = formatter();
let missing = 0;
for (const locale of ['de', 'ro']) {
  const catalog = await po.parse(committed.get(locale as (typeof locales)[number]) ?? '', { locale, sourceLocale: 'en', filename: fileOf(locale) });
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    if (!entry.translation) {
      missing += 1;
      console.error(`${locale}: no translation for "${entry.message ?? id}"`);
    }
  }
}
if (missing > 0) {
  console.error(`${missing} missing translation(s). Translate them in packages/i18n/src/locales/*.po.`);
  process.exit(1);
}

// de-AT translates only what Austrians say differently; an empty entry reads German.
const german = await po.parse(committed.get('de') ?? '', { locale: 'de', sourceLocale: 'en', filename: fileOf('de') });
const austrian = await po.parse(committed.get('de-AT') ?? '', { locale: 'de-AT', sourceLocale: 'en', filename: fileOf('de-AT') });
const needless = Object.entries(austrian ?? {}).filter(([id, entry]) => entry.translation && entry.translation === german?.[id]?.translation);
for (const [id, entry] of needless) console.error(`de-AT: "${entry.message ?? id}" repeats the German text; leave it empty to fall back to de`);
if (needless.length > 0) process.exit(1);
const overrides = Object.values(austrian ?? {}).filter((entry) => entry.translation).length;
console.info(`catalogs current and complete: de, ro; de-AT overrides ${overrides} message(s) and reads de for the rest`);
