// Fails when a message used in the code has no German or Romanian translation. Extracts first, so
// a message added to a screen but never extracted is caught too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

const root = path.join(import.meta.dirname, '..');
execFileSync('lingui', ['extract', '--clean'], { cwd: root, stdio: 'inherit' });

const po = formatter();
let missing = 0;
for (const locale of ['de', 'ro']) {
  const file = path.join(root, 'src/locales', `${locale}.po`);
  const catalog = await po.parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
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
console.info('catalogs complete: de, ro');
