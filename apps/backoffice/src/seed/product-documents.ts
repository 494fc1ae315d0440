// The demo's product documents (issue 16): every tenth product (up to 60) gets a data sheet, a
// small real PDF drawn here with pdfkit (the library the invoices use), so the product page shows
// a document to download as soon as the shop starts. In the admin they are documents like any
// uploaded one: renamed, reordered or removed there.
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import type { Database } from '../db/schema.ts';

const require = createRequire(import.meta.url);
// pdfkit's built-in fonts lack ș and ț: the invoices' Noto Sans is embedded instead.
const FONT = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const EVERY = 10;
const AT_MOST = 60;

/** A one-page A4 data sheet in German and Romanian. */
export function demoDataSheetPdf(now: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Datenblatt / Fișă tehnică', CreationDate: now } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font(FONT);
    pdf.fontSize(20).text('Datenblatt');
    pdf.moveDown(0.5).fontSize(11).text('Maße, Material und Pflegehinweise finden Sie auf der Produktseite. Dieses Datenblatt gehört zum Demo-Shop.');
    pdf.moveDown(2).fontSize(20).text('Fișă tehnică');
    pdf.moveDown(0.5).fontSize(11).text('Dimensiunile, materialul și instrucțiunile de întreținere se găsesc pe pagina produsului. Această fișă aparține magazinului demonstrativ.');
    pdf.end();
  });
}

/** Attaches the data sheet to products 1, 11, 21 … (at most 60 of them). */
export async function seedProductDocuments(db: Kysely<Database>, productCount: number, now: Date): Promise<number> {
  const pdf = await demoDataSheetPdf(now);
  const rows = [];
  for (let id = 1; id <= productCount && rows.length < AT_MOST; id += EVERY) {
    rows.push({ product_id: id, position: 1, title_de: 'Datenblatt', title_ro: 'Fișă tehnică', file_name: 'datenblatt.pdf', pdf, byte_size: pdf.byteLength, created_at: now.toISOString() });
  }
  if (rows.length > 0) await db.insertInto('product_document').values(rows).execute();
  return rows.length;
}
