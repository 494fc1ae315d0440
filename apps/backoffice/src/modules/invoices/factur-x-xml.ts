// The XML a Factur-X / ZUGFeRD PDF carries (its embedded `factur-x.xml`), read and replaced. The
// e-invoice library writes the PDF with its own CII, which lacks what einvoice.ts adds to the XML
// (the corrected invoice, BT-25); the PDF must carry the same invoice as the XML, so its embedded
// file is rewritten with the addition. The file's entry (its name, relationship, the PDF/A-3
// metadata) stays as the library wrote it.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString } from '@cantoo/pdf-lib';

export const FACTUR_X_FILE = 'factur-x.xml';

/** The embedded file's stream reference, found by its name in the document's EmbeddedFiles. */
function embeddedFileRef(document: PDFDocument, fileName: string): PDFRef {
  const names = document.catalog.lookup(PDFName.of('Names'), PDFDict);
  const list = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict).lookup(PDFName.of('Names'), PDFArray);
  for (let index = 0; index + 1 < list.size(); index += 2) {
    const name = list.lookup(index);
    if (!(name instanceof PDFString || name instanceof PDFHexString) || name.decodeText() !== fileName) continue;
    const file = list.lookup(index + 1, PDFDict).lookup(PDFName.of('EF'), PDFDict).get(PDFName.of('F'));
    if (file instanceof PDFRef) return file;
  }
  throw new Error(`the PDF embeds no ${fileName}`);
}

/** The PDF with its embedded XML passed through `change`. */
export async function withEmbeddedXml(pdf: Uint8Array, change: (xml: string) => string, fileName = FACTUR_X_FILE): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const ref = embeddedFileRef(document, fileName);
  const stream = document.context.lookup(ref);
  if (!(stream instanceof PDFRawStream)) throw new Error(`the PDF's ${fileName} is not a stream`);
  const xml = new TextDecoder().decode(decodePDFRawStream(stream).decode());
  const bytes = new TextEncoder().encode(change(xml));
  // The stream's entries as written (Type, Subtype, Params), its size and length now the new file's.
  const entries: Record<string, unknown> = {};
  for (const [key, value] of stream.dict.entries()) {
    const name = key.decodeText();
    if (!['Length', 'Filter', 'DecodeParms'].includes(name)) entries[name] = value;
  }
  const params = stream.dict.lookupMaybe(PDFName.of('Params'), PDFDict);
  if (params) {
    const updated = params.clone(document.context);
    updated.set(PDFName.of('Size'), PDFNumber.of(bytes.length));
    updated.delete(PDFName.of('CheckSum'));
    entries.Params = updated;
  }
  document.context.assign(ref, document.context.flateStream(bytes, entries as never));
  return document.save();
}
