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
// The admin app's catalog sits beside the storefront's; it is checked for the same staleness and
// for German and Romanian translations (the admin has no Austrian layer).
const adminFileOf = (locale: string) => path.join(root, 'src/locales/admin', `${locale}.po`);
const allFiles = [...locales.map(fileOf), ...locales.map(adminFileOf)];
// The creation date changes on every extraction and says nothing about the messages.
const comparable = (text: string) => text.replace(/^"POT-Creation-Date: .*\n/m, '');

const committed = new Map(allFiles.map((file) => [file, readFileSync(file, 'utf8')]));
let extracted: Map<string, string>;
try {
  execFileSync('lingui', ['extract', '--clean'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  extracted = new Map(allFiles.map((file) => [file, readFileSync(file, 'utf8')]));
} finally {
  for (const [file, text] of committed) writeFileSync(file, text);
}

const stale = allFiles.filter((file) => comparable(extracted.get(file) ?? '') !== comparable(committed.get(file) ?? ''));
if (stale.length > 0) {
  console.error(`Stale catalogs: ${stale.map((file) => path.relative(root, file)).join(', ')}. Run \`pnpm --filter @shop/i18n extract\`, translate, and commit them.`);
  process.exit(1);
}

const po = formatter();
let missing = 0;
for (const [locale, file] of [['de', fileOf('de')], ['ro', fileOf('ro')], ['de', adminFileOf('de')], ['ro', adminFileOf('ro')]] as const) {
  const catalog = await po.parse(committed.get(file) ?? '', { locale, sourceLocale: 'en', filename: file });
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    if (!entry.translation) {
      missing += 1;
      console.error(`${path.relative(root, file)}: no translation for "${entry.message ?? id}"`);
    }
  }
}
if (missing > 0) {
  console.error(`${missing} missing translation(s). Translate them in packages/i18n/src/locales/*.po (admin/*.po for the admin).`);
  process.exit(1);
}

// de-AT translates only what Austrians say differently; an empty entry reads German.
const german = await po.parse(committed.get(fileOf('de')) ?? '', { locale: 'de', sourceLocale: 'en', filename: fileOf('de') });
const austrian = await po.parse(committed.get(fileOf('de-AT')) ?? '', { locale: 'de-AT', sourceLocale: 'en', filename: fileOf('de-AT') });
const needless = Object.entries(austrian ?? {}).filter(([id, entry]) => entry.translation && entry.translation === german?.[id]?.translation);
for (const [id, entry] of needless) console.error(`de-AT: "${entry.message ?? id}" repeats the German text; leave it empty to fall back to de`);
if (needless.length > 0) process.exit(1);
const overrides = Object.values(austrian ?? {}).filter((entry) => entry.translation).length;
console.info(`catalogs current and complete: de, ro; de-AT overrides ${overrides} message(s) and reads de for the rest`);
